import "../ideas.css";
import type { ReactNode } from "react";
import { Flex } from "@radix-ui/themes";
import { useIdeasGeneration, type IdeasExperimental } from "../hooks/useIdeasGeneration";
import { scrollToWhenReady } from "../lib/scrollToBoard";
import type { IdeaSlots, IdeasBrief, PickedLegend } from "../lib/types";
import { IDEAS_BOARD_ID, IdeasBoard, type IdeasBoardProps } from "./IdeasBoard";
import { PickLegendsPanel } from "./PickLegendsPanel";

export type IdeasAreaProps = IdeaSlots & {
  brief: IdeasBrief;
  /** The legends chosen on the page (its selection). */
  legends: readonly PickedLegend[];
  /** How the page shows them (chips with a remove button). */
  selection: ReactNode;
  onChooseLegends: () => void;
  /** After sign-in: puts the legends kept with a pending request back in the selection. */
  onReselectLegends: (legends: PickedLegend[]) => void;
  signedIn: boolean;
  experimental: IdeasExperimental | null;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
  /** Above the columns: who wrote the ideas (the Offline studio note). */
  renderBoardProvider?: (provider: string | null) => ReactNode;
  /** Under the board's heading: board-wide tools (the pre-test's sort). */
  renderBoardTools?: IdeasBoardProps["renderBoardTools"];
  /** Why this person can't generate on this brief (a viewer of a shared brief), or null. */
  readOnlyReason?: string | null;
};

/**
 * Under the brief (spec 2): 'Pick Your Legends' with 'Get Creative Ideas', then the legends'
 * ideas for the brief on screen, live.
 */
export function IdeasArea({
  brief,
  legends,
  selection,
  onChooseLegends,
  onReselectLegends,
  signedIn,
  experimental,
  onRequireSignIn,
  onUpgrade,
  renderBoardProvider,
  renderBoardTools,
  readOnlyReason = null,
  ...slots
}: IdeasAreaProps) {
  const generation = useIdeasGeneration({
    brief,
    legends,
    signedIn,
    experimental,
    onRequireSignIn,
    onUpgrade,
    onReselect: onReselectLegends,
    onStarted: () => scrollToWhenReady(IDEAS_BOARD_ID),
  });
  return (
    <Flex direction="column" gap={{ initial: "7", sm: "8" }} mt={{ initial: "7", sm: "9" }}>
      <PickLegendsPanel
        selection={selection}
        count={legends.length}
        onChoose={onChooseLegends}
        onGenerate={readOnlyReason === null ? generation.generate : () => undefined}
        blocked={readOnlyReason ?? generation.blocked}
        starting={generation.starting}
        failure={generation.failure}
        experimentalOn={experimental != null}
      />
      {signedIn && brief.savedId !== null ? (
        <IdeasBoard
          briefId={brief.savedId}
          signedIn={signedIn}
          onUpgrade={onUpgrade}
          renderBoardProvider={renderBoardProvider}
          renderBoardTools={renderBoardTools}
          {...slots}
        />
      ) : null}
    </Flex>
  );
}

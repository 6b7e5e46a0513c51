import { useId, useState, type ReactNode } from "react";
import { Button, Flex } from "@radix-ui/themes";
import { MagicWandIcon } from "@radix-ui/react-icons";
import type { PickTeamLegend, VisualIdea } from "../lib/types";
import { IdeaCollage } from "./IdeaCollage";
import { VisualGeneratorDialog } from "./VisualGeneratorDialog";

export type IdeaVisualsProps = {
  idea: VisualIdea;
  /** Optional line over the collage's hero. */
  tagline?: string;
  /** Generate the collage as soon as the idea shows when it has none. Default on. */
  autoGenerate?: boolean;
  /** Legend Credits ran out (thumbnails or a visual): open the upgrade path. */
  onInsufficientCredits?: (error: unknown) => void;
  /** Opens the team-up legend picker; without it the generator offers no team-up. */
  onPickTeamLegend?: PickTeamLegend;
  /** Shares the idea; the share button shows only when given. */
  onShare?: () => void | Promise<void>;
  /** Why this person can't make visuals here (a viewer of a shared brief), or null. */
  readOnlyReason?: string | null;
  /**
   * Beside 'Generate visual': a note that also describes the button (the idea's pre-test score).
   * It sits in an element the button's aria-describedby names, empty until there is a note.
   */
  renderButtonNote?: () => ReactNode;
};

/**
 * Everything visual about one idea, for the slot in its card: the collage with regenerate and
 * share, and 'Generate visual' opening the generator with the idea's visuals.
 */
export function IdeaVisuals({
  idea,
  onInsufficientCredits,
  onPickTeamLegend,
  readOnlyReason = null,
  autoGenerate,
  renderButtonNote,
  ...collage
}: IdeaVisualsProps) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const button = (
    <Button
      size="2"
      variant="soft"
      disabled={readOnlyReason !== null}
      title={readOnlyReason ?? undefined}
      aria-describedby={renderButtonNote ? noteId : undefined}
      onClick={() => setOpen(true)}
    >
      <MagicWandIcon aria-hidden />
      Generate visual
    </Button>
  );
  return (
    <>
      <IdeaCollage
        idea={idea}
        onInsufficientCredits={onInsufficientCredits}
        {...collage}
        autoGenerate={autoGenerate}
        readOnlyReason={readOnlyReason}
        actions={
          renderButtonNote ? (
            <Flex align="center">
              {button}
              <span id={noteId}>{renderButtonNote()}</span>
            </Flex>
          ) : (
            button
          )
        }
      />
      <VisualGeneratorDialog
        open={open}
        onOpenChange={setOpen}
        idea={idea}
        onInsufficientCredits={onInsufficientCredits}
        onPickTeamLegend={onPickTeamLegend}
      />
    </>
  );
}

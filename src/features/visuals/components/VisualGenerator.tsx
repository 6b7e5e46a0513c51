import { useState } from "react";
import { Button, Callout, Flex, Heading, Separator, Spinner, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, MagicWandIcon } from "@radix-ui/react-icons";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { CREDIT_COSTS, DEFAULT_ASPECT_RATIO, type AspectRatio } from "../../../../shared/constants";
import { usesCreditsLine } from "../../../../shared/pricing";
import { useVisualGeneration } from "../hooks/useVisualGeneration";
import type { PickTeamLegend, TeamLegend, VisualIdea } from "../lib/types";
import { AspectRatioPicker } from "./AspectRatioPicker";
import { ImageModelSelects, defaultChoice, type ModelChoice } from "./ImageModelSelects";
import { TeamLegendControl } from "./TeamLegendControl";
import { VisualList } from "./VisualList";
import { VisualPromptSection } from "./VisualPromptSection";
import { VisualSwitches } from "./VisualOptions";
import { WorkingNote } from "./WorkingNote";
import "../visuals.css";

export type VisualGeneratorProps = {
  idea: VisualIdea;
  /** Legend Credits ran out: open the upgrade path. */
  onInsufficientCredits?: (error: unknown) => void;
  /** Opens the team-up legend picker; without it there is no team-up. */
  onPickTeamLegend?: PickTeamLegend;
};

/** "Lee Clow and Paula Scher are composing…" */
export function composingText(legend: string, team: TeamLegend | null): string {
  return team ? `${legend} and ${team.name} are composing…` : `${legend} is composing…`;
}

/**
 * Generate visual for an idea (spec 2, 3, 7): the visual prompt (editable), magic prompt and
 * include text, the aspect ratio, provider and model for admins, an optional team-up legend;
 * the job's live progress; and the idea's visuals as they arrive.
 */
export function VisualGenerator({
  idea,
  onInsufficientCredits,
  onPickTeamLegend,
}: VisualGeneratorProps) {
  const options = useLiveQuery("imageOptions", api.visuals.queries.imageOptions, {});
  const generation = useVisualGeneration(idea.id, onInsufficientCredits);
  const [saved, setSaved] = useState<{ over: string; prompt: string } | null>(null);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>(DEFAULT_ASPECT_RATIO);
  const [switches, setSwitches] = useState({ magicPrompt: true, includeText: false });
  const [teamLegend, setTeamLegend] = useState<TeamLegend | null>(null);
  const [modelChoice, setModelChoice] = useState<ModelChoice | null>(null);

  // A saved edit shows at once, until the idea itself arrives with it.
  const prompt = saved?.over === idea.visualPrompt ? saved.prompt : idea.visualPrompt;
  const imageOptions = options.status === "ready" ? options.data : null;
  const choice = modelChoice ?? (imageOptions ? defaultChoice(imageOptions) : null);
  const busy = generation.status === "starting" || generation.status === "running";
  const hasPrompt = prompt.trim() !== "";

  const generate = () =>
    generation.start({
      ...switches,
      aspectRatio,
      teamLegend,
      ...(imageOptions?.canChooseModel && choice
        ? { provider: choice.provider, ...(choice.model ? { model: choice.model } : {}) }
        : {}),
    });

  return (
    <Flex direction="column" gap="5">
      <VisualPromptSection
        ideaId={idea.id}
        prompt={prompt}
        disabled={busy}
        onSaved={(next) => setSaved({ over: idea.visualPrompt, prompt: next })}
      />
      <AspectRatioPicker value={aspectRatio} onChange={setAspectRatio} disabled={busy} />
      <VisualSwitches
        {...switches}
        onChange={(next) => setSwitches((current) => ({ ...current, ...next }))}
        disabled={busy}
      />
      {/* Teaming up pairs the idea's legend with another: an imported idea has none. */}
      {onPickTeamLegend && idea.legend.id !== null ? (
        <TeamLegendControl
          ideaId={idea.id}
          ideaLegend={{ id: idea.legend.id, name: idea.legend.name }}
          value={teamLegend}
          onChange={setTeamLegend}
          onPick={onPickTeamLegend}
          disabled={busy}
        />
      ) : null}
      {imageOptions && choice ? (
        <ImageModelSelects
          options={imageOptions}
          value={choice}
          onChange={setModelChoice}
          disabled={busy}
        />
      ) : null}
      <Flex direction="column" gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            size="3"
            disabled={busy || !hasPrompt}
            onClick={() => void generate()}
            aria-describedby="visual-price"
          >
            {busy ? <Spinner size="2" /> : <MagicWandIcon aria-hidden />}
            {busy ? "Generating…" : "Generate visual"}
          </Button>
          <Text id="visual-price" size="2" color="gray">
            {usesCreditsLine(CREDIT_COSTS.visual)}
          </Text>
        </Flex>
        {imageOptions && !imageOptions.canChooseModel ? (
          <BuiltInStudioNote provider={imageOptions.provider} kind="images" />
        ) : null}
        {generation.status === "running" ? (
          <WorkingNote
            text={composingText(idea.legend.name, generation.teamLegend)}
            startedAt={generation.startedAt}
          />
        ) : null}
        {generation.status === "failed" && generation.error ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{generation.error}</Callout.Text>
            <Flex>
              <Button size="1" variant="soft" color="red" onClick={() => void generate()}>
                Try again
              </Button>
            </Flex>
          </Callout.Root>
        ) : null}
      </Flex>
      <Separator size="4" />
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4" className="serif">
          Visuals of this idea
        </Heading>
        <VisualList
          ideaId={idea.id}
          campaignName={idea.campaignName}
          newVisualId={generation.newVisualId}
        />
      </Flex>
    </Flex>
  );
}

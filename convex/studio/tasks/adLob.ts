import type { AdLobDraft } from "../../campaigns/adPrompt";
import type { StudioComposer } from "../composers";
import { clause } from "../engine/text";
import { extraLines, ideaCopyFactsOf, nextAd } from "./campaignAds";

/**
 * The offline studio's 'Add an ad': one more ad for a campaign page, from the idea's own lines
 * (./campaignAds.ts nextAd), never repeating a headline already on the page. Its facts arrive
 * as campaigns/adPrompt.ts studioExtra writes them: lists newline-joined, bodies as JSON.
 */

function bodiesOf(text: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The scene of an added ad: the idea's own scene, framed for the format. */
function sceneFor(extra: Record<string, string>, element: string | undefined): string {
  const base = clause(extra.visualPrompt ?? "") || clause(extra.headline ?? "");
  const focus = element ? `, featuring ${clause(element).toLowerCase()}` : "";
  return `${base}${focus}, composed for a ${extra.formatLabel ?? "social"} ad`;
}

/** The 'Add an ad' task's composer (../composerMap.ts). */
export const adLobComposer: StudioComposer = ({ context, rng }): AdLobDraft => {
  const extra = context.extra ?? {};
  const facts = ideaCopyFactsOf(extra);
  const ad = nextAd(
    facts,
    extra.aspectRatio ?? "1:1",
    { headlines: extraLines(extra.existingHeadlines), bodies: bodiesOf(extra.existingBodies) },
    rng,
  );
  const element = facts.keyVisualElements.length ? rng.pick(facts.keyVisualElements) : undefined;
  return { ...ad, visualPrompt: sceneFor(extra, element) };
};

import type { Research } from "../discovery/schema";
import type { StrategyDraft } from "./prompt";

/**
 * Discovery IQ research carried into the Ad Strategist (issue 18). The offline studio gets the
 * research's segments and opportunities as facts, and its strategies take their names and
 * audiences from them, so the result visibly builds on the research the user paid for.
 */

export type DiscoveryForStrategist = { title: string; idea: string; research: Research };

/** For the studio's `extra` (strings only): the research as JSON under one key. */
export function discoveryStudioFacts(discovery: DiscoveryForStrategist): Record<string, string> {
  const { segments, opportunities, channels } = discovery.research;
  return {
    discoveryTitle: discovery.title,
    discoveryResearch: JSON.stringify({ segments, opportunities, channels }),
  };
}

type Facts = Pick<Research, "segments" | "opportunities" | "channels">;

function readFacts(extra: Record<string, string>): Facts | null {
  if (!extra.discoveryResearch) return null;
  try {
    const facts = JSON.parse(extra.discoveryResearch) as Facts;
    return Array.isArray(facts.opportunities) && Array.isArray(facts.segments) ? facts : null;
  } catch {
    return null;
  }
}

const sentenceOf = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The schema's field cap: the longer text when it fits, else the strategy's own. */
const within = (text: string, fallback: string) => (text.length <= 600 ? text : fallback);

/**
 * Each of the first strategies leads with one of the research's opportunities: its name, and
 * the segment it serves as the audience (with where to reach them, when the research says).
 */
export function buildOnDiscovery(
  draft: StrategyDraft,
  extra: Record<string, string>,
): StrategyDraft {
  const facts = readFacts(extra);
  if (facts === null) return draft;
  const strategies = draft.strategies.map((strategy, index) => {
    const opportunity = facts.opportunities[index];
    if (!opportunity) return strategy;
    const segment = facts.segments.find((s) => s.name === opportunity.segment);
    const channel = facts.channels[index];
    const audience = segment
      ? [
          `${segment.name}: ${sentenceOf(segment.who)}`,
          `They care about ${segment.caresAbout.map((c) => c.toLowerCase()).join("; ")}.`,
          channel ? `Reach them through ${channel.name.toLowerCase()}.` : "",
        ]
          .filter(Boolean)
          .join(" ")
      : strategy.targetAudience;
    return {
      ...strategy,
      name: opportunity.title.slice(0, 80),
      targetAudience: within(audience, strategy.targetAudience),
      uniqueSellingPoint: within(
        `${sentenceOf(opportunity.description)} ${strategy.uniqueSellingPoint}`,
        strategy.uniqueSellingPoint,
      ),
    };
  });
  return { ...draft, strategies };
}

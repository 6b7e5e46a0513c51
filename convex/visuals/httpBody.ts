import type { Parsed } from "../ideas/httpBody";

/**
 * Reading POST /api/generate-visual bodies (spec 7: visualPrompt, slideId, magicPrompt,
 * includeText, aspectRatio, creativeIdea, visualApproach, provider, model). Shapes only; what
 * they mean (access, limits, admin-only choices) is decided by visuals.mutations.generateVisual.
 */

export type VisualBody = {
  ideaId: string;
  visualPrompt?: string;
  magicPrompt: boolean;
  includeText: boolean;
  aspectRatio?: string;
  count?: number;
  provider?: string;
  model?: string;
  slideId?: string;
  /** A team-up legend by id, slug or name (resolved like selectedLegends). */
  teamLegend?: string;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function firstText(...values: unknown[]): string | undefined {
  const found = values.find((value) => typeof value === "string" && value.trim() !== "");
  return typeof found === "string" ? found.trim() : undefined;
}

/** Which idea: `ideaId`, or the `creativeIdea` the spec sends (its id, as a client holds it). */
function ideaIdOf(body: Record<string, unknown>): string | undefined {
  const idea = isObject(body.creativeIdea) ? body.creativeIdea : {};
  return firstText(body.ideaId, idea.id, idea._id, idea.ideaId);
}

function teamLegendOf(body: Record<string, unknown>): string | undefined {
  const team = body.teamLegend;
  if (isObject(team)) return firstText(team.id, team._id, team.legendId, team.slug, team.name);
  return firstText(body.teamLegendId, team);
}

const TEXT_FIELDS = ["visualPrompt", "aspectRatio", "provider", "model"] as const;

export function parseVisualBody(body: Record<string, unknown>): Parsed<VisualBody> {
  const ideaId = ideaIdOf(body);
  if (ideaId === undefined) {
    return { ok: false, error: "Send ideaId (or creativeIdea with its id)." };
  }
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const name of TEXT_FIELDS) {
    const value = body[name];
    if (value === undefined || value === null || value === "") continue;
    if (typeof value !== "string") return { ok: false, error: `${name} must be text.` };
    texts[name] = value;
  }
  for (const name of ["magicPrompt", "includeText"] as const) {
    const value = body[name];
    if (value !== undefined && value !== null && typeof value !== "boolean") {
      return { ok: false, error: `${name} must be true or false.` };
    }
  }
  const { slideId, count } = body;
  if (slideId !== undefined && slideId !== null && typeof slideId !== "string") {
    if (typeof slideId !== "number") return { ok: false, error: "slideId must be text." };
  }
  if (count !== undefined && count !== null && typeof count !== "number") {
    return { ok: false, error: "count must be a number." };
  }
  const team = teamLegendOf(body);
  return {
    ok: true,
    value: {
      ideaId,
      ...texts,
      // The dialog's switches start with magic prompt on and lettering off.
      magicPrompt: body.magicPrompt !== false,
      includeText: body.includeText === true,
      ...(typeof count === "number" ? { count } : {}),
      ...(slideId === undefined || slideId === null || slideId === ""
        ? {}
        : { slideId: String(slideId) }),
      ...(team === undefined ? {} : { teamLegend: team }),
    },
  };
}

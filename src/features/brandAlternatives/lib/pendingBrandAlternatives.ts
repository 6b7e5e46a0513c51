import { BRIEF_LIMITS, LEGEND_PICKER } from "../../../../shared/constants";
import type { BrandFields } from "./types";

/** The BRAND_ALTERNATIVES pending action's payload: the form's fields and the legends chosen. */
export type PendingBrandAlternatives = { fields: BrandFields; legendIds: string[] };

function text(value: unknown, max: number): string | null {
  return typeof value === "string" && value.length <= max ? value : null;
}

/** Storage is untrusted: only a well-formed payload resumes. */
export function parsePendingBrandAlternatives(payload: unknown): PendingBrandAlternatives | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { fields, legendIds } = payload as Record<string, unknown>;
  if (typeof fields !== "object" || fields === null) return null;
  const raw = fields as Record<string, unknown>;
  const brand = text(raw.brand, BRIEF_LIMITS.brand);
  const audience = text(raw.audience, BRIEF_LIMITS.audience);
  const message = text(raw.message, BRIEF_LIMITS.message);
  const tone = text(raw.tone, BRIEF_LIMITS.tone);
  if (brand === null || audience === null || message === null || tone === null) return null;
  if (!Array.isArray(legendIds) || legendIds.length === 0) return null;
  if (legendIds.length > LEGEND_PICKER.maxSelected) return null;
  if (!legendIds.every((id) => typeof id === "string" && id !== "" && id.length <= 64)) return null;
  return { fields: { brand, audience, message, tone }, legendIds: legendIds as string[] };
}

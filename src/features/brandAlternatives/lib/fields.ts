import { validationMessages } from "../../../../shared/errors";
import type { BrandFields } from "./types";

const LABELS: [keyof BrandFields, string][] = [
  ["brand", "the brand name"],
  ["audience", "the target audience"],
  ["message", "the key message"],
  ["tone", "the tone/style"],
];

/** 'Missing Information' and its description naming the empty fields, or null when complete. */
export function missingInformation(fields: BrandFields): { title: string; details: string } | null {
  const missing = LABELS.filter(([key]) => fields[key].trim() === "").map(([, label]) => label);
  if (missing.length === 0) return null;
  return {
    title: validationMessages.brief.reimagineMissing,
    details: validationMessages.brandAlternatives.missingFields(missing),
  };
}

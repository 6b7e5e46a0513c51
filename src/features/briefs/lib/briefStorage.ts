import { STORAGE_KEYS } from "../../../../shared/constants";
import { asRecord, readStored, removeStored, writeStored } from "@/lib/browserStorage";
import {
  EMPTY_BRIEF_FORM,
  FORM_FIELDS,
  type BriefDraft,
  type BriefFormInput,
  type SavedBrief,
} from "./types";

/**
 * The brief being worked on, in the spec's browser-storage keys (spec 3), so a reload, a
 * sign-in or the Google redirect keeps it: the form (tempBriefForm), the generated brief
 * (tempBriefContent), and the saved brief it belongs to (currentBriefId, currentBriefData).
 * Sign-out clears them with the rest of the app's local data.
 */

const text = (value: unknown) => (typeof value === "string" ? value : "");
const idOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** Any object with the form's fields (missing ones empty), or null. */
export function parseBriefForm(value: unknown): BriefFormInput | null {
  const stored = asRecord(value);
  if (stored === null) return null;
  const form = { ...EMPTY_BRIEF_FORM };
  for (const field of FORM_FIELDS) form[field] = text(stored[field]);
  return form;
}

/** The form's values (as react-hook-form hands them back) with every field a string. */
export function toFormInput(values: unknown): BriefFormInput {
  return parseBriefForm(values) ?? EMPTY_BRIEF_FORM;
}

export function readTempForm(): BriefFormInput | null {
  return parseBriefForm(asRecord(readStored(STORAGE_KEYS.tempBriefForm))?.values);
}

export function writeTempForm(values: BriefFormInput): void {
  writeStored(STORAGE_KEYS.tempBriefForm, { values, timestamp: Date.now() });
}

export function readTempContent(): BriefDraft | null {
  const stored = asRecord(readStored(STORAGE_KEYS.tempBriefContent));
  if (stored === null) return null;
  return {
    content: text(stored.content),
    jobId: idOrNull(stored.jobId),
    appliedJobId: idOrNull(stored.appliedJobId),
    jobVisitorKey: idOrNull(stored.jobVisitorKey),
    suggestedTitle: text(stored.suggestedTitle),
  };
}

export function writeTempContent(draft: BriefDraft): void {
  if (draft.content === "" && draft.jobId === null) removeStored(STORAGE_KEYS.tempBriefContent);
  else writeStored(STORAGE_KEYS.tempBriefContent, { ...draft, timestamp: Date.now() });
}

export function readCurrentBrief(): SavedBrief | null {
  const id = readStored(STORAGE_KEYS.currentBriefId);
  const data = asRecord(readStored(STORAGE_KEYS.currentBriefData));
  if (typeof id !== "string" || data === null || data.id !== id) return null;
  const form = parseBriefForm(data);
  if (form === null) return null;
  return {
    id,
    title: form.title,
    brand: form.brand,
    brandId: form.brandId,
    uniqueSellingPoint: form.uniqueSellingPoint,
    audience: form.audience,
    message: form.message,
    tone: form.tone,
    competitors: form.competitors,
    content: text(data.content),
    version: typeof data.version === "number" ? data.version : 1,
  };
}

export function writeCurrentBrief(saved: SavedBrief | null): void {
  if (saved === null) {
    removeStored(STORAGE_KEYS.currentBriefId);
    removeStored(STORAGE_KEYS.currentBriefData);
    return;
  }
  writeStored(STORAGE_KEYS.currentBriefId, saved.id);
  writeStored(STORAGE_KEYS.currentBriefData, saved);
}

/** 'Start a new brief': nothing of the old one is restored afterwards. */
export function clearBriefStorage(): void {
  removeStored(STORAGE_KEYS.tempBriefForm);
  removeStored(STORAGE_KEYS.tempBriefContent);
  writeCurrentBrief(null);
}

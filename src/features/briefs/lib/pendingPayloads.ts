import { asRecord } from "@/lib/browserStorage";
import { parseBriefForm } from "./briefStorage";
import type { BriefFormInput } from "./types";

/** GENERATE_BRIEF: the form as it was when the visitor pressed Generate Brief. */
export type GenerateBriefPayload = { form: BriefFormInput };
/** SAVE_BRIEF: the form, the brief and the title given in 'Name your brief'. */
export type SaveBriefPayload = { form: BriefFormInput; content: string; title: string };

export function parseGenerateBriefPayload(value: unknown): GenerateBriefPayload | null {
  const form = parseBriefForm(asRecord(value)?.form);
  return form === null ? null : { form };
}

export function parseSaveBriefPayload(value: unknown): SaveBriefPayload | null {
  const payload = asRecord(value);
  const form = parseBriefForm(payload?.form);
  if (payload === null || form === null) return null;
  const { content, title } = payload;
  if (typeof content !== "string" || typeof title !== "string" || !content || !title) return null;
  return { form, content, title };
}

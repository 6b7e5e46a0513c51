import { useEffect, useMemo, useState } from "react";
import type * as z from "zod/mini";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { briefFormSchema, type BriefFormValues } from "../../../../shared/schemas/brief";
import {
  readCurrentBrief,
  readTempContent,
  readTempForm,
  toFormInput,
  writeCurrentBrief,
  writeTempContent,
  writeTempForm,
} from "../lib/briefStorage";
import { EMPTY_BRIEF_FORM, EMPTY_DRAFT, type BriefDraft, type SavedBrief } from "../lib/types";

export type BriefView = "preview" | "edit";
/** The form as react-hook-form holds it: the schema's input, validated into its output. */
export type BriefForm = UseFormReturn<BriefFormSchemaInput, unknown, BriefFormValues>;
type BriefFormSchemaInput = z.input<typeof briefFormSchema>;

function restore() {
  const saved = readCurrentBrief();
  const draft = readTempContent() ?? (saved ? { ...EMPTY_DRAFT, content: saved.content } : null);
  return {
    form: readTempForm() ?? EMPTY_BRIEF_FORM,
    draft: draft ?? EMPTY_DRAFT,
    saved,
  };
}

/**
 * The brief on screen: the form, the generated markdown and the saved brief it belongs to,
 * restored from browser storage on load and written back as they change.
 */
export function useBriefDraftState() {
  const [initial] = useState(restore);
  const form: BriefForm = useForm({
    resolver: zodResolver(briefFormSchema),
    defaultValues: initial.form,
  });
  const watched = useWatch({ control: form.control });
  const values = useMemo(() => toFormInput(watched), [watched]);
  const [draft, setDraft] = useState<BriefDraft>(initial.draft);
  const [saved, setSaved] = useState<SavedBrief | null>(initial.saved);
  const [view, setView] = useState<BriefView>("preview");

  useEffect(() => writeTempForm(values), [values]);
  useEffect(() => writeTempContent(draft), [draft]);
  useEffect(() => writeCurrentBrief(saved), [saved]);

  return { form, values, draft, setDraft, saved, setSaved, view, setView };
}

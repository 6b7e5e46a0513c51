import { useCallback, useState } from "react";
import { useConvexAuth } from "convex/react";
import { toast } from "@/components/feedback/toast";
import type { BriefDto } from "../../../../convex/briefs/model";
import { differsFromSaved, type ExperimentalRequest } from "../lib/briefArgs";
import { clearBriefStorage, toFormInput } from "../lib/briefStorage";
import { EMPTY_BRIEF_FORM, EMPTY_DRAFT, type BriefFormInput, type SavedBrief } from "../lib/types";
import { useBriefCommands } from "./useBriefCommands";
import { useBriefDraftState } from "./useBriefDraftState";
import { useBriefGeneration } from "./useBriefGeneration";
import { useBriefSaving } from "./useBriefSaving";
import { usePendingBriefActions } from "./usePendingBriefActions";

export type BriefWorkspaceOptions = {
  isAdmin: boolean;
  /** An admin's Experimental Mode settings for the next generation, or null. */
  experimental: ExperimentalRequest | null;
  /** Opens the sign-in dialog; `onSuccess` runs once signed in. */
  onRequireSignIn: (onSuccess?: () => void) => void;
  onUpgrade: (error: unknown) => void;
};

function savedFromDto(brief: BriefDto): SavedBrief {
  return {
    id: brief.id,
    title: brief.title,
    brand: brief.brand,
    brandId: brief.brandId ?? "",
    uniqueSellingPoint: brief.uniqueSellingPoint,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    content: brief.content,
    version: brief.version,
  };
}

function formFromBrief(brief: BriefDto, model: string): BriefFormInput {
  return {
    ...EMPTY_BRIEF_FORM,
    brand: brief.brand,
    brandId: brief.brandId ?? "",
    uniqueSellingPoint: brief.uniqueSellingPoint,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    title: brief.title,
    model,
  };
}

/** The brief builder's state and actions: form, generation, saving, versions, commands. */
export function useBriefWorkspace({
  isAdmin,
  experimental,
  onRequireSignIn,
  onUpgrade,
}: BriefWorkspaceOptions) {
  const { isAuthenticated: signedIn } = useConvexAuth();
  const { form, values, draft, setDraft, saved, setSaved, view, setView } = useBriefDraftState();
  const [naming, setNaming] = useState(false);
  const requireSignIn = useCallback(() => onRequireSignIn(), [onRequireSignIn]);

  const generation = useBriefGeneration({
    draft,
    setDraft,
    saved,
    signedIn,
    isAdmin,
    experimental,
    onSent: () => form.setValue("refinement", ""),
    onApplied: () => setView("preview"),
    onRequireSignIn: requireSignIn,
    onUpgrade,
  });
  const saving = useBriefSaving({
    saved,
    signedIn,
    onSaved: (next) => {
      setSaved(next);
      form.setValue("title", next.title);
    },
    onRequireSignIn: requireSignIn,
  });

  const applyBrief = useCallback(
    (brief: BriefDto, mode: "edit" | "preview") => {
      const dto = savedFromDto(brief);
      form.reset(formFromBrief(brief, form.getValues("model") ?? ""));
      setDraft({ ...EMPTY_DRAFT, content: brief.content, suggestedTitle: brief.title });
      setSaved(dto);
      setView(mode);
    },
    [form, setDraft, setSaved, setView],
  );
  const loading = useBriefCommands({ form, signedIn, applyBrief, onRequireSignIn });
  usePendingBriefActions({
    form,
    setDraft,
    signedIn,
    generate: generation.generate,
    save: saving.save,
  });

  const submitGenerate = form.handleSubmit((valid) =>
    generation.generate(valid, toFormInput(form.getValues())),
  );
  const retryGenerate = () => {
    if (!generation.retry()) void submitGenerate();
  };
  const content = draft.content;

  return {
    form,
    values,
    content,
    setContent: (next: string) => setDraft((current) => ({ ...current, content: next })),
    saved,
    dirty: saved === null || differsFromSaved(saved, values, content),
    view,
    setView,
    loading,
    generation,
    saving: saving.saving,
    submitGenerate,
    retryGenerate,
    /** Save Brief: the form must be complete before the brief is named. */
    requestSave: form.handleSubmit(() => setNaming(true)),
    naming,
    setNaming,
    /** The title the studio proposed for the brief on screen. */
    draftTitle: draft.suggestedTitle,
    suggestedTitle:
      values.title || draft.suggestedTitle || `${values.brand ?? ""} Creative Brief`.trim(),
    saveAs: async (title: string) => {
      let done = false;
      await form.handleSubmit(async (valid) => {
        done = await saving.save(valid, toFormInput(form.getValues()), content, title);
      })();
      if (done) setNaming(false);
    },
    submitUpdate: form.handleSubmit((valid) => saving.update(valid, content)),
    restoreVersion: (brief: BriefDto) => {
      form.reset(formFromBrief(brief, form.getValues("model") ?? ""));
      setDraft({ ...EMPTY_DRAFT, content: brief.content, suggestedTitle: brief.title });
      setView("preview");
      toast.success(`Version ${brief.version} restored`, {
        description: "Press Update Brief to make it the newest version.",
      });
    },
    startNew: () => {
      form.reset({ ...EMPTY_BRIEF_FORM, model: form.getValues("model") ?? "" });
      setDraft(EMPTY_DRAFT);
      setSaved(null);
      setView("preview");
      clearBriefStorage();
    },
  };
}

import { useCallback, useState } from "react";
import { useConvexAuth } from "convex/react";
import { toast } from "@/components/feedback/toast";
import type { BriefDto } from "../../../../convex/briefs/model";
import { differsFromSaved, type ExperimentalRequest } from "../lib/briefArgs";
import { clearBriefStorage, toFormInput } from "../lib/briefStorage";
import { scrollToBriefForm } from "../lib/scrolling";
import { EMPTY_BRIEF_FORM, EMPTY_DRAFT, type BriefFormInput, type BriefHandle } from "../lib/types";
import { useBriefCommands } from "./useBriefCommands";
import { useBriefDraftState } from "./useBriefDraftState";
import { useBriefGeneration } from "./useBriefGeneration";
import { savedFromDto, useBriefSaving } from "./useBriefSaving";
import type { BriefFormValues } from "../../../../shared/schemas/brief";
import { usePendingBriefActions } from "./usePendingBriefActions";

export type BriefWorkspaceOptions = {
  isAdmin: boolean;
  /** An admin's Experimental Mode settings for the next generation, or null. */
  experimental: ExperimentalRequest | null;
  /** Opens the sign-in dialog; `onSuccess` runs once signed in. */
  onRequireSignIn: (onSuccess?: () => void) => void;
  onUpgrade: (error: unknown) => void;
};

function formFromBrief(brief: BriefDto, model: string): BriefFormInput {
  return {
    ...EMPTY_BRIEF_FORM,
    brand: brief.brand,
    brandId: brief.brandId ?? "",
    uniqueSellingPoint: brief.uniqueSellingPoint,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    competitors: brief.competitors,
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
  // Kept for this visit only: after a reload the brief's links show as text, the safe side.
  const [brandSite, setBrandSite] = useState<string | null>(null);
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
  const loading = useBriefCommands({
    form,
    signedIn,
    applyBrief,
    onRequireSignIn,
    onBrandSite: setBrandSite,
  });
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
  const dirty = saved === null || differsFromSaved(saved, values, content);
  const hasBrief = content.trim() !== "";

  /**
   * The saved brief's id for the ideas area: the saved brief when it is what is on screen,
   * else what is on screen saved first (a new version of a saved brief that was edited, or an
   * auto-saved brief). Null when there is no brief or it could not be saved (shown).
   */
  const ensureSaved = async (): Promise<string | null> => {
    if (!hasBrief) return null;
    if (saved !== null && !dirty) return saved.id;
    // The form's own validation (its messages show on the fields).
    const valid = await new Promise<BriefFormValues | null>((resolve) => {
      void form.handleSubmit(resolve, () => resolve(null))();
    });
    if (valid === null) {
      scrollToBriefForm();
      return null;
    }
    return saved !== null ? saving.update(valid, content) : saving.autoSave(valid, content);
  };
  const handle: BriefHandle = {
    // Edits on screen don't move the ideas already given to the saved brief.
    savedId: saved?.id ?? null,
    hasBrief,
    busy: loading || generation.generating || saving.saving,
    ensureSaved,
  };

  return {
    form,
    values,
    content,
    setContent: (next: string) => setDraft((current) => ({ ...current, content: next })),
    /** The website the user typed in the strategist: the one site the brief links to. */
    brandSite,
    signedIn,
    saved,
    dirty,
    /** What the ideas area needs of the brief on screen. */
    handle,
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
      setBrandSite(null);
      clearBriefStorage();
    },
  };
}

import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { useOneOffCalls } from "@/lib/deferredConvex/oneOffCalls";
import { toast } from "@/components/feedback/toast";
import { savePendingAction } from "@/lib/pendingActions/pendingActions";
import { api } from "../../../../convex/_generated/api";
import type { BriefDto } from "../../../../convex/briefs/model";
import { autoSaveTitle, type BriefFormValues } from "../../../../shared/schemas/brief";
import { saveArgs } from "../lib/briefArgs";
import { classifyBriefError, SAVE_LOGIN_REQUIRED } from "../lib/briefErrors";
import type { BriefFormInput, SavedBrief } from "../lib/types";

export function savedFromDto(brief: BriefDto): SavedBrief {
  return {
    id: brief.id,
    title: brief.title,
    brand: brief.brand,
    brandId: brief.brandId ?? "",
    uniqueSellingPoint: brief.uniqueSellingPoint,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    competitors: brief.competitors,
    content: brief.content,
    version: brief.version,
  };
}

export type BriefSavingOptions = {
  saved: SavedBrief | null;
  signedIn: boolean;
  onSaved: (saved: SavedBrief) => void;
  onRequireSignIn: () => void;
};

function toSaved(
  values: BriefFormValues,
  content: string,
  title: string,
  outcome: { briefId: string; version: number },
): SavedBrief {
  return {
    id: outcome.briefId,
    title,
    brand: values.brand,
    brandId: values.brandId ?? "",
    uniqueSellingPoint: values.uniqueSellingPoint ?? "",
    audience: values.audience,
    message: values.message,
    tone: values.tone,
    competitors: values.competitors ?? "",
    content,
    version: outcome.version,
  };
}

/**
 * Save Brief (a new brief, or the identical one already saved) and Update Brief (a new version
 * whose parent is the brief on screen). Signed out, Save keeps everything as the SAVE_BRIEF
 * pending action and opens the sign-in dialog. Auto-save (before ideas are generated) reuses an
 * identical saved brief or saves under the brand and today's date.
 */
export function useBriefSaving({ saved, signedIn, onSaved, onRequireSignIn }: BriefSavingOptions) {
  const convex = useOneOffCalls();
  const saveBrief = useMutation(api.briefs.mutations.save);
  const updateBrief = useMutation(api.briefs.mutations.update);
  const [saving, setSaving] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      const failure = classifyBriefError(error, "save");
      if (failure.kind === "upgrade") return;
      toast.error(failure.title, { description: failure.description });
      if (failure.kind === "signIn" || failure.kind === "session") onRequireSignIn();
    },
    [onRequireSignIn],
  );

  /** Resolves true once saved (or kept for after sign-in). */
  const save = useCallback(
    async (values: BriefFormValues, raw: BriefFormInput, content: string, title: string) => {
      if (!signedIn) {
        savePendingAction("SAVE_BRIEF", { form: raw, content, title });
        toast.error(SAVE_LOGIN_REQUIRED.title, { description: SAVE_LOGIN_REQUIRED.description });
        onRequireSignIn();
        return true;
      }
      setSaving(true);
      try {
        const outcome = await saveBrief(saveArgs(values, content, title));
        onSaved(toSaved(values, content, title, outcome));
        if (outcome.reused) {
          toast.success("Already saved", {
            description: `You already have this brief; “${title}” is open.`,
          });
        } else {
          toast.success("Brief saved", { description: `“${title}” is in your briefs.` });
        }
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [signedIn, saveBrief, onSaved, onRequireSignIn, fail],
  );

  /**
   * Spec 4: an unsaved brief is saved before ideas are generated, titled with the brand and
   * today's date; an identical brief the user already has (the check) is reused instead.
   * Resolves the brief's id, or null when it could not be saved (the failure is shown).
   */
  const autoSave = useCallback(
    async (values: BriefFormValues, content: string): Promise<string | null> => {
      setSaving(true);
      try {
        const found = await convex.query(api.briefs.queries.check, {
          brand: values.brand,
          audience: values.audience,
          message: values.message,
          tone: values.tone,
          uniqueSellingPoint: values.uniqueSellingPoint ?? "",
          content,
        });
        if (found.exists && found.briefId !== null) {
          const brief = await convex.query(api.briefs.queries.get, { briefId: found.briefId });
          onSaved(savedFromDto(brief));
          return brief.id;
        }
        const title = autoSaveTitle(values.brand);
        const outcome = await saveBrief(saveArgs(values, content, title));
        onSaved(toSaved(values, content, title, outcome));
        toast.success("Brief saved", {
          description: `Saved as “${title}” so its ideas stay with it.`,
        });
        return outcome.briefId;
      } catch (error) {
        fail(error);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [convex, saveBrief, onSaved, fail],
  );

  /** Update Brief: a new version of the saved brief with what is on screen; resolves its id. */
  const update = useCallback(
    async (values: BriefFormValues, content: string): Promise<string | null> => {
      if (saved === null) return null;
      setSaving(true);
      const title = values.title || saved.title;
      try {
        const { title: _title, ...fields } = saveArgs(values, content, title);
        const outcome = await updateBrief({ ...fields, briefId: saved.id, title });
        onSaved(toSaved(values, content, title, outcome));
        if (outcome.reused) {
          toast("Nothing new to save", { description: "This version is already saved." });
        } else {
          toast.success("Brief updated", { description: `Saved as version ${outcome.version}.` });
        }
        return outcome.briefId;
      } catch (error) {
        fail(error);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [saved, updateBrief, onSaved, fail],
  );

  return { saving, save, update, autoSave };
}

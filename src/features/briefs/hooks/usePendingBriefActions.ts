import { useEffect, useEffectEvent } from "react";
import { registerPendingActionHandler } from "@/lib/pendingActions/pendingActions";
import {
  parseGenerateBriefPayload,
  parseSaveBriefPayload,
  type GenerateBriefPayload,
  type SaveBriefPayload,
} from "../lib/pendingPayloads";
import { scrollToBriefPanel } from "../lib/scrolling";
import type { BriefDraft } from "../lib/types";
import type { BriefForm } from "./useBriefDraftState";
import type { Dispatch, SetStateAction } from "react";
import type { BriefFormValues } from "../../../../shared/schemas/brief";
import type { BriefFormInput } from "../lib/types";

export type PendingBriefOptions = {
  form: BriefForm;
  setDraft: Dispatch<SetStateAction<BriefDraft>>;
  /** Handlers say "not ready" until the session is there. */
  signedIn: boolean;
  generate: (values: BriefFormValues, raw: BriefFormInput) => Promise<void>;
  save: (
    values: BriefFormValues,
    raw: BriefFormInput,
    content: string,
    title: string,
  ) => Promise<boolean>;
};

/**
 * Resumes GENERATE_BRIEF and SAVE_BRIEF after sign-in (spec 4): the kept form (and brief) go
 * back on screen, then the action runs as the signed-in user.
 */
export function usePendingBriefActions({
  form,
  setDraft,
  signedIn,
  generate,
  save,
}: PendingBriefOptions) {
  const resumeGenerate = useEffectEvent(({ form: kept }: GenerateBriefPayload) => {
    if (!signedIn) return false;
    form.reset(kept);
    scrollToBriefPanel();
    void form.handleSubmit((values) => generate(values, kept))();
    return true;
  });

  const resumeSave = useEffectEvent(({ form: kept, content, title }: SaveBriefPayload) => {
    if (!signedIn) return false;
    form.reset(kept);
    setDraft((draft) => ({ ...draft, content }));
    scrollToBriefPanel();
    void form.handleSubmit((values) => save(values, kept, content, title))();
    return true;
  });

  useEffect(() => {
    const offGenerate = registerPendingActionHandler("GENERATE_BRIEF", {
      parse: parseGenerateBriefPayload,
      resume: (payload) => resumeGenerate(payload),
    });
    const offSave = registerPendingActionHandler("SAVE_BRIEF", {
      parse: parseSaveBriefPayload,
      resume: (payload) => resumeSave(payload),
    });
    return () => {
      offGenerate();
      offSave();
    };
  }, []);
}

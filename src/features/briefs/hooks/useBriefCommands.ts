import { useEffect, useEffectEvent, useState } from "react";
import { useOneOffCalls } from "@/lib/deferredConvex/oneOffCalls";
import { toast } from "@/components/feedback/toast";
import { api } from "../../../../convex/_generated/api";
import type { BriefDto } from "../../../../convex/briefs/model";
import { readAppError } from "../../../../shared/errors";
import {
  sendBriefCommand,
  subscribeBriefCommands,
  takeBriefCommands,
  type BriefCommand,
} from "../lib/briefCommands";
import { OPEN_AUTH_REQUIRED } from "../lib/briefErrors";
import { scrollToBriefForm, scrollToBriefPanel } from "../lib/scrolling";
import { toFormInput } from "../lib/briefStorage";
import type { BriefForm } from "./useBriefDraftState";

export type BriefCommandOptions = {
  form: BriefForm;
  signedIn: boolean;
  /** Puts a saved brief on screen, for editing or reading. */
  applyBrief: (brief: BriefDto, mode: "edit" | "preview") => void;
  onRequireSignIn: (onSuccess?: () => void) => void;
  /** The brand site a filled strategy brought (null: none, links in the brief stay text). */
  onBrandSite: (site: string | null) => void;
};

/**
 * Carries out what the page asked (briefCommands): fill the form from a strategy, open a saved
 * brief by id (signed in only), bring the brief into view. Returns whether a brief is loading.
 */
export function useBriefCommands({
  form,
  signedIn,
  applyBrief,
  onRequireSignIn,
  onBrandSite,
}: BriefCommandOptions): boolean {
  const convex = useOneOffCalls();
  const [loading, setLoading] = useState(false);

  const handle = useEffectEvent((command: BriefCommand) => {
    if (command.type === "fill") {
      form.reset({ ...toFormInput(form.getValues()), ...command.facts, refinement: "" });
      onBrandSite(command.brandSite ?? null);
      scrollToBriefForm();
    } else if (command.type === "show") {
      scrollToBriefPanel();
    } else if (!signedIn) {
      toast.error(OPEN_AUTH_REQUIRED.title, { description: OPEN_AUTH_REQUIRED.description });
      onRequireSignIn(() => sendBriefCommand(command));
    } else {
      setLoading(true);
      convex
        .query(api.briefs.queries.get, { briefId: command.briefId })
        .then((brief) => {
          applyBrief(brief, command.mode);
          // A saved brief does not record a typed site: its links stay text.
          onBrandSite(null);
          scrollToBriefPanel();
        })
        .catch((error: unknown) => {
          toast.error("Brief not found", {
            description:
              readAppError(error)?.code === "NOT_FOUND"
                ? "It may have been deleted, or it belongs to another account."
                : "We couldn’t open this brief. Please try again.",
          });
        })
        .finally(() => setLoading(false));
    }
  });

  useEffect(() => {
    const run = () => {
      for (const command of takeBriefCommands()) handle(command);
    };
    const unsubscribe = subscribeBriefCommands(run);
    // Commands sent before this section loaded.
    queueMicrotask(run);
    return unsubscribe;
  }, []);

  return loading;
}

import { messages, readAppError } from "../../../../shared/errors";
import { isUpgradeError } from "@/lib/upgradePrompt";

export type BriefFailure =
  /** Signed out (or the server says so): keep the work, sign in, resume. */
  | { kind: "signIn"; title: string; description: string }
  /** The client thought it was signed in; the server found no session. */
  | { kind: "session"; title: string; description: string }
  | { kind: "upgrade" }
  | { kind: "failed"; title: string; description?: string };

/** What a failed brief request (generate, save, update) means for the person who made it. */
export function classifyBriefError(error: unknown, action: "generate" | "save"): BriefFailure {
  const data = readAppError(error);
  if (data?.code === "UNAUTHENTICATED") {
    if (data.requiresAuth) {
      return {
        kind: "signIn",
        title: data.title ?? messages.briefAndIdeas.loginRequired,
        description: data.details ?? data.message,
      };
    }
    return { kind: "session", ...messages.briefAndIdeas.sessionError };
  }
  if (isUpgradeError(error)) return { kind: "upgrade" };
  const title =
    action === "generate"
      ? messages.briefAndIdeas.briefFailed
      : messages.briefAndIdeas.saveBriefFailed;
  // Validation and not-found messages are written for people; anything else adds nothing.
  const helpful = data && data.code !== "INTERNAL" ? data.message : undefined;
  return { kind: "failed", title, ...(helpful ? { description: helpful } : {}) };
}

/** Shown when a signed-out visitor saves: the spec's title, our words for what happens next. */
export const SAVE_LOGIN_REQUIRED = {
  title: messages.briefAndIdeas.loginRequired,
  description: "Sign in to save your brief. We’ll keep it on screen while you do.",
};

/** Opening a brief by link (?edit= or ?briefId=) needs an account (spec 8: on a 401). */
export const OPEN_AUTH_REQUIRED = {
  title: messages.briefAndIdeas.authRequired,
  description: "Please sign in to open this brief.",
};

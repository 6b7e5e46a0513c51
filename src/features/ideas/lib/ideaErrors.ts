import { isUpgradeError } from "@/lib/upgradePrompt";
import { messages, readAppError } from "../../../../shared/errors";

export type IdeasFailure =
  /** Out of Legend Credits: the 'More Legend Credits Needed' dialog. */
  | { kind: "upgrade" }
  /** The server found no session: say so and sign in again. */
  | { kind: "session"; title: string; description: string }
  /** The whole request failed (spec 8 'Failed to generate creative ideas. Please try again.'). */
  | { kind: "failed"; message: string; detail: string | null };

/** What a failed 'Get Creative Ideas' or legend retry means for the person who asked. */
export function classifyIdeasError(error: unknown): IdeasFailure {
  if (isUpgradeError(error)) return { kind: "upgrade" };
  const data = readAppError(error);
  if (data?.code === "UNAUTHENTICATED") {
    return { kind: "session", ...messages.briefAndIdeas.sessionError };
  }
  // Plan limits and validation are written for people; anything else adds nothing.
  const helpful =
    data && (data.code === "FORBIDDEN" || data.code === "INVALID_ARGUMENT") ? data.message : null;
  return { kind: "failed", message: messages.briefAndIdeas.ideasFailed, detail: helpful };
}

/** Signed out: the spec's title, our words for what happens next. */
export const IDEAS_LOGIN_REQUIRED = {
  title: messages.briefAndIdeas.loginRequired,
  description: "Sign in to get creative ideas. We’ll keep your brief and your legends.",
};

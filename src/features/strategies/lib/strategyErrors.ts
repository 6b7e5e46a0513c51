import { messages, readAppError } from "../../../../shared/errors";
import { isUpgradeError } from "@/lib/upgradePrompt";

export type StrategyFailure =
  /** The visitor had their free run: toast, sign-in dialog, form saved (spec 8). */
  | { kind: "signIn"; title: string; details: string }
  /** 402, 'Insufficient credits', 'Payment Required': the upgrade path. */
  | { kind: "upgrade" }
  /** The request itself was refused (an unreadable address, say): shown on the form. */
  | { kind: "invalid"; message: string }
  | { kind: "failed"; title: string; description?: string };

/** What a failed strategies request means for the person who made it. */
export function classifyStrategyError(error: unknown): StrategyFailure {
  const data = readAppError(error);
  if (data?.code === "UNAUTHENTICATED" && data.requiresAuth) {
    const fallback = messages.strategy.signInRequired;
    return {
      kind: "signIn",
      title: data.title ?? fallback.title,
      details: data.details ?? data.message,
    };
  }
  if (isUpgradeError(error)) return { kind: "upgrade" };
  if (data?.code === "INVALID_ARGUMENT") return { kind: "invalid", message: data.message };
  return {
    kind: "failed",
    title: messages.strategy.strategiesFailed,
    ...(data ? { description: data.message } : {}),
  };
}

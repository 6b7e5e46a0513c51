import {
  clearPendingAction,
  readPendingAction,
  savePendingAction,
} from "@/lib/pendingActions/pendingActions";

/**
 * The invite a visitor set out to accept before signing in, kept as the ACCEPT_INVITE pending
 * action: a sign-in that leaves the /invite page (the Google redirect, /register, a verification
 * finished elsewhere) brings them back to it (useInviteResume).
 */

export function invitePath(token: string): string {
  return `/invite/${encodeURIComponent(token)}`;
}

export function rememberInvite(token: string): void {
  savePendingAction("ACCEPT_INVITE", { token });
}

/** The stored payload's token, or null: local storage is untrusted. */
export function parseInvitePayload(payload: unknown): { token: string } | null {
  if (typeof payload !== "object" || payload === null) return null;
  const token = (payload as { token?: unknown }).token;
  return typeof token === "string" && token.length > 0 && token.length <= 200 ? { token } : null;
}

/** The page reached the invite signed in: nothing left to come back for. */
export function forgetInvite(): void {
  if (readPendingAction()?.action === "ACCEPT_INVITE") clearPendingAction();
}

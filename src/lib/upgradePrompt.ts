import { CREDIT_MODAL } from "../../shared/constants";
import { readAppError } from "../../shared/errorCodes";
import { strategyMessages } from "../../shared/startupMessages";

/**
 * The upgrade path when Legend Credits run out (spec 8: a 402, or a message containing
 * 'Insufficient credits' or 'Payment Required', opens the upgrade modal; spec 4: at most once
 * per CREDIT_MODAL.debounceMs). The 'More Legend Credits Needed' dialog registers itself here
 * with `setUpgradePromptOpener`; until it does, `useUpgradePrompt` falls back to a toast with a
 * link to /pricing.
 */

export type UpgradeKind = (typeof CREDIT_MODAL.types)[number];
export type UpgradePromptOpener = (kind: UpgradeKind, message: string) => void;

let opener: UpgradePromptOpener | null = null;
let lastOpenedAt = Number.NEGATIVE_INFINITY;

/** The credits dialog's seam: pass null to unregister. */
export function setUpgradePromptOpener(next: UpgradePromptOpener | null): void {
  opener = next;
}

export function registeredUpgradePromptOpener(): UpgradePromptOpener | null {
  return opener;
}

/** True for the failures that mean "buy or upgrade to continue". */
export function isUpgradeError(error: unknown): boolean {
  const data = readAppError(error);
  if (data?.code === "INSUFFICIENT_CREDITS") return true;
  const text = data?.message ?? (error instanceof Error ? error.message : "");
  const lower = text.toLowerCase();
  return strategyMessages.insufficientCreditsMarkers.some((marker) =>
    lower.includes(marker.toLowerCase()),
  );
}

/** Whether the prompt may open now (at most once per debounce window); records the opening. */
export function claimUpgradePromptSlot(now: number = Date.now()): boolean {
  if (now - lastOpenedAt < CREDIT_MODAL.debounceMs) return false;
  lastOpenedAt = now;
  return true;
}

/** Tests only. */
export function resetUpgradePrompt(): void {
  opener = null;
  lastOpenedAt = Number.NEGATIVE_INFINITY;
}

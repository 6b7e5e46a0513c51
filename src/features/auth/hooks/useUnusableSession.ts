import { useSyncExternalStore } from "react";
import { isSessionUnusable, subscribeSessionHealth } from "@/lib/session/sessionHealth";

/** True once the stored session has turned out unusable, until it has been signed out. */
export function useUnusableSession(): boolean {
  return useSyncExternalStore(subscribeSessionHealth, isSessionUnusable, () => false);
}

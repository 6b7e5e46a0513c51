import { ANONYMOUS_STRATEGIES } from "../../shared/constants";
import { browserKey } from "./browserKey";

/**
 * This browser's visitor key (ANONYMOUS_STRATEGIES.storageKey), sent as `sessionId` so the server
 * can count a visitor's free runs (strategies, briefs).
 */
export function visitorSessionId(): string {
  return browserKey(ANONYMOUS_STRATEGIES.storageKey);
}

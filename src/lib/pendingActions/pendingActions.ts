import {
  PENDING_ACTIONS,
  PENDING_STATE,
  STORAGE_KEYS,
  type PendingAction,
} from "../../../shared/constants";
import { asRecord, isFresh, readStored, removeStored, writeStored } from "../browserStorage";

/**
 * Work a visitor asked for before signing in (spec 4 "Pending actions"): one action at a time,
 * kept in local storage (so it survives the Google redirect) for PENDING_STATE.expiryMs, and
 * resumed by the handler its feature registered once the session is confirmed
 * (usePendingActionResume). Handlers parse their own payload: storage is untrusted.
 *
 *   savePendingAction("GENERATE_BRIEF", { values });
 *   useEffect(() => registerPendingActionHandler("GENERATE_BRIEF", { parse, resume }), [...]);
 */

export type PendingActionRecord = { action: PendingAction; payload: unknown; timestamp: number };

export type PendingActionHandler<Payload> = {
  /** The payload as this feature stored it, or null when it is not (then it is dropped). */
  parse: (payload: unknown) => Payload | null;
  /** Runs the action. Returning false means "not ready yet": the resume poll tries again. */
  resume: (payload: Payload) => boolean | void;
};

const handlers = new Map<PendingAction, PendingActionHandler<unknown>>();

function isPendingAction(value: unknown): value is PendingAction {
  return typeof value === "string" && (PENDING_ACTIONS as readonly string[]).includes(value);
}

export function savePendingAction(
  action: PendingAction,
  payload: unknown,
  now: number = Date.now(),
): void {
  writeStored(STORAGE_KEYS.pendingAction, { action, payload, timestamp: now });
}

/** The stored action if it is under PENDING_STATE.expiryMs old; a stale one is removed. */
export function readPendingAction(now: number = Date.now()): PendingActionRecord | null {
  const stored = asRecord(readStored(STORAGE_KEYS.pendingAction));
  if (stored === null) return null;
  if (!isPendingAction(stored.action) || !isFresh(stored.timestamp, PENDING_STATE.expiryMs, now)) {
    clearPendingAction();
    return null;
  }
  return { action: stored.action, payload: stored.payload, timestamp: stored.timestamp as number };
}

export function clearPendingAction(): void {
  removeStored(STORAGE_KEYS.pendingAction);
}

/** Registers what resumes `action`; returns the unregister function (a useEffect cleanup). */
export function registerPendingActionHandler<Payload>(
  action: PendingAction,
  handler: PendingActionHandler<Payload>,
): () => void {
  const entry = handler as PendingActionHandler<unknown>;
  handlers.set(action, entry);
  return () => {
    if (handlers.get(action) === entry) handlers.delete(action);
  };
}

export type ResumeOutcome = "none" | "resumed" | "notReady";

/**
 * Resumes the stored action if its handler is there and ready. The record is removed before the
 * handler runs (so whatever it stores anew, such as another pending action, is kept) and put
 * back when the handler is not ready.
 */
export function resumePendingAction(now: number = Date.now()): ResumeOutcome {
  const record = readPendingAction(now);
  if (record === null) return "none";
  const handler = handlers.get(record.action);
  if (handler === undefined) return "notReady";
  const payload = handler.parse(record.payload);
  clearPendingAction();
  if (payload === null) return "none";
  if (handler.resume(payload) === false) {
    writeStored(STORAGE_KEYS.pendingAction, record);
    return "notReady";
  }
  return "resumed";
}

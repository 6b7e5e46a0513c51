import { PENDING_STATE, STORAGE_KEYS } from "../../../../shared/constants";
import type { StrategistMode } from "../../../../shared/schemas/strategist";
import { asRecord, isFresh, readStored, removeStored, writeStored } from "@/lib/browserStorage";
import type { StrategiesRun, StrategistFormInput, StrategyResult } from "./types";

/**
 * The strategist's work in local storage (STORAGE_KEYS.storedStrategies), so it survives a
 * reload and the Google sign-in redirect: the form, the running job, the result. Restored if
 * under PENDING_STATE.expiryMs old; cleared when the modal closes without auth intent.
 */
export type StoredStrategies = {
  timestamp: number;
  form: StrategistFormInput;
  run: StrategiesRun | null;
  result: StrategyResult | null;
  provider: string | null;
  /** Saved because sign-in was required: after signing in, the run starts again. */
  awaitingAuth: boolean;
};

// Spelled out rather than imported with the schema: this module is read at start-up.
const MODES: readonly StrategistMode[] = ["strategist", "quickIdeas"];

const text = (value: unknown) => (typeof value === "string" ? value : "");

function parseForm(value: unknown): StrategistFormInput | null {
  const form = asRecord(value);
  if (form === null) return null;
  const mode = MODES.find((m) => m === form.mode);
  if (mode === undefined) return null;
  return {
    mode,
    websiteUrl: text(form.websiteUrl),
    additionalContext: text(form.additionalContext),
    discoveryIQSessionId: text(form.discoveryIQSessionId),
  };
}

function parseRun(value: unknown): StrategiesRun | null {
  const run = asRecord(value);
  if (run === null || typeof run.jobId !== "string") return null;
  if (run.via !== "user" && run.via !== "visitor") return null;
  return {
    jobId: run.jobId,
    via: run.via,
    sessionId: typeof run.sessionId === "string" ? run.sessionId : null,
  };
}

const STRATEGY_FIELDS = ["name", "targetAudience", "uniqueSellingPoint", "keyMessage", "tone"];

function parseResult(value: unknown): StrategyResult | null {
  const result = asRecord(value);
  if (result === null || !Array.isArray(result.strategies)) return null;
  if (typeof result.brandName !== "string" || typeof result.industry !== "string") return null;
  const valid = result.strategies.every((item) => {
    const strategy = asRecord(item);
    return strategy !== null && STRATEGY_FIELDS.every((key) => typeof strategy[key] === "string");
  });
  return valid ? (result as StrategyResult) : null;
}

export function readStoredStrategies(now: number = Date.now()): StoredStrategies | null {
  const stored = asRecord(readStored(STORAGE_KEYS.storedStrategies));
  if (stored === null) return null;
  const form = parseForm(stored.form);
  if (form === null || !isFresh(stored.timestamp, PENDING_STATE.expiryMs, now)) {
    clearStoredStrategies();
    return null;
  }
  return {
    timestamp: stored.timestamp as number,
    form,
    run: parseRun(stored.run),
    result: parseResult(stored.result),
    provider: typeof stored.provider === "string" ? stored.provider : null,
    awaitingAuth: stored.awaitingAuth === true,
  };
}

export function writeStoredStrategies(
  record: Omit<StoredStrategies, "timestamp">,
  now: number = Date.now(),
): void {
  writeStored(STORAGE_KEYS.storedStrategies, { ...record, timestamp: now });
}

export function clearStoredStrategies(): void {
  removeStored(STORAGE_KEYS.storedStrategies);
}

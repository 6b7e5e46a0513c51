import type { JSONValue } from "convex/values";
import type { Outcome } from "./engine.ts";

export type MutationResult = Outcome & { ts: string };
/** `[key, result, recordedAt]`: one entry, as saved and logged. */
export type MutationRecord = [string, MutationResult, number];

const KEEP = 2000;
const KEEP_MS = 60 * 60 * 1000;

/**
 * Results of mutations by `sessionId:requestId`. A client re-sends its
 * unfinished mutations after a reconnect; one that already ran (or is still
 * running) must not run again, so the recorded result is sent instead. Kept
 * with the snapshot and logged as each is recorded (`onRecord`, before the client hears of
 * it), because a restart is the most common reconnect.
 */
export class MutationLog {
  private readonly done = new Map<string, { result: MutationResult; at: number }>();
  private readonly running = new Map<string, Promise<MutationResult>>();
  onRecord: (record: MutationRecord) => void = () => {};

  async run(key: string, execute: () => Promise<MutationResult>): Promise<MutationResult> {
    const finished = this.done.get(key);
    if (finished) return finished.result;
    const inFlight = this.running.get(key);
    if (inFlight) return await inFlight;
    const promise = execute();
    this.running.set(key, promise);
    try {
      const result = await promise;
      const at = Date.now();
      this.onRecord([key, result, at]);
      this.done.set(key, { result, at });
      this.prune();
      return result;
    } finally {
      this.running.delete(key);
    }
  }

  private prune() {
    const cutoff = Date.now() - KEEP_MS;
    for (const [key, entry] of this.done) {
      if (this.done.size <= KEEP && entry.at >= cutoff) break;
      this.done.delete(key);
    }
  }

  toJSON(): JSONValue {
    return [...this.done].map(([key, { result, at }]) => [key, result as JSONValue, at]);
  }

  restore(saved: JSONValue | undefined) {
    if (!Array.isArray(saved)) return;
    for (const entry of saved as MutationRecord[]) {
      this.done.set(entry[0], { result: entry[1], at: entry[2] });
    }
    this.prune();
  }
}

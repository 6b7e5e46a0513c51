import type { JSONValue } from "convex/values";
import type { Outcome } from "./engine.ts";

export type MutationResult = Outcome & { ts: string };

const KEEP = 2000;
const KEEP_MS = 60 * 60 * 1000;

/**
 * Results of mutations by `sessionId:requestId`. A client re-sends its
 * unfinished mutations after a reconnect; one that already ran (or is still
 * running) must not run again, so the recorded result is sent instead. Kept
 * with the snapshot, because a restart is the most common reconnect.
 */
export class MutationLog {
  private readonly done = new Map<string, { result: MutationResult; at: number }>();
  private readonly running = new Map<string, Promise<MutationResult>>();

  async run(key: string, execute: () => Promise<MutationResult>): Promise<MutationResult> {
    const finished = this.done.get(key);
    if (finished) return finished.result;
    const inFlight = this.running.get(key);
    if (inFlight) return await inFlight;
    const promise = execute();
    this.running.set(key, promise);
    try {
      const result = await promise;
      this.done.set(key, { result, at: Date.now() });
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
    for (const entry of saved as [string, MutationResult, number][]) {
      this.done.set(entry[0], { result: entry[1], at: entry[2] });
    }
    this.prune();
  }
}

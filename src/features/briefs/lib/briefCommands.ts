import type { BriefFacts } from "./types";

/**
 * What the page asks of the brief workspace, which may not be loaded yet (it is below the
 * fold): fill the form from a strategy, load a saved brief (?edit= / ?briefId=), or show the
 * brief. Commands queue until the workspace takes them (the page renders it at once when it
 * sends one). Kept free of storage and forms: this module ships with the first screen.
 */
export type BriefCommand =
  /** `brandSite`: the website the user typed in the strategist, the one site a brief links to. */
  | { type: "fill"; facts: BriefFacts; brandSite?: string }
  | { type: "load"; briefId: string; mode: "edit" | "preview" }
  | { type: "show" };

const queue: BriefCommand[] = [];
const listeners = new Set<() => void>();

export function sendBriefCommand(command: BriefCommand): void {
  queue.push(command);
  for (const listener of listeners) listener();
}

/** Hands over (and forgets) the queued commands, oldest first. */
export function takeBriefCommands(): BriefCommand[] {
  return queue.splice(0);
}

export function subscribeBriefCommands(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

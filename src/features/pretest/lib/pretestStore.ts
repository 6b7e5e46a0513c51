import { useCallback, useSyncExternalStore } from "react";
import type { PretestView } from "./types";

/*
 * The board's pre-tests by idea: one forBrief subscription per board feeds it, and each card
 * reads only its own row, so a score landing re-renders that card alone.
 */

const rows = new Map<string, PretestView>();
const listeners = new Map<string, Set<() => void>>();

function same(a: PretestView | undefined, b: PretestView): boolean {
  return (
    a !== undefined &&
    a.updatedAt === b.updatedAt &&
    a.status === b.status &&
    a.canEdit === b.canEdit &&
    a.total === b.total
  );
}

/** Takes the newest answer of a forBrief subscription; tells the cards whose row changed. */
export function publishPretests(next: readonly PretestView[]): void {
  const changed: string[] = [];
  for (const row of next) {
    if (same(rows.get(row.ideaId), row)) continue;
    rows.set(row.ideaId, row);
    changed.push(row.ideaId);
  }
  for (const ideaId of changed) for (const listener of listeners.get(ideaId) ?? []) listener();
}

export function pretestRow(ideaId: string): PretestView | null {
  return rows.get(ideaId) ?? null;
}

function subscribe(ideaId: string, listener: () => void): () => void {
  let set = listeners.get(ideaId);
  if (!set) listeners.set(ideaId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(ideaId);
  };
}

/** An idea's pre-test from the board's subscription, or null when the board has none for it. */
export function usePretestRow(ideaId: string): PretestView | null {
  const listen = useCallback((listener: () => void) => subscribe(ideaId, listener), [ideaId]);
  const read = useCallback(() => pretestRow(ideaId), [ideaId]);
  return useSyncExternalStore(listen, read, read);
}

/** Tests only. */
export function resetPretestStore(): void {
  rows.clear();
  listeners.clear();
}

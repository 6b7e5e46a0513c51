/** The SELL_IDEA pending action's payload: which idea a visitor asked to sell (spec 4). */
export type PendingSell = { ideaId: string; title?: string };

/** Storage is untrusted: only a well-formed payload resumes. */
export function parsePendingSell(payload: unknown): PendingSell | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { ideaId, title } = payload as Record<string, unknown>;
  if (typeof ideaId !== "string" || ideaId.trim() === "" || ideaId.length > 64) return null;
  return typeof title === "string" && title.trim() !== ""
    ? { ideaId, title: title.slice(0, 200) }
    : { ideaId };
}

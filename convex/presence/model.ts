import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { appError } from "../lib/errors";
import { IDEAS_BY_BRIEF, PRESENCE_MAX_SESSIONS, PRESENCE_TTL_MS } from "../../shared/constants";
import { IDEAS_JOB_KIND } from "../ideas/jobShapes";

/**
 * Presence on a brief: heartbeats upsert one row per tab; rows go when the tab leaves or when
 * their scheduled expiry finds no heartbeat for PRESENCE_TTL_MS.
 *
 * Staleness, without timers in queries: a query re-runs only when what it read changes, never
 * because time passed (its Date.now() is fixed for the run). So expiry is a write: the first
 * heartbeat of a session schedules `expire` TTL later; `expire` deletes the row if it was not
 * heard from since, or re-arms itself for lastSeen + TTL. One pending expiry per session, not one
 * per heartbeat, and the deletion is what re-runs the avatars of everyone on the brief. The
 * query also drops rows older than the TTL by its own clock, which covers an expiry that is
 * late (a restarted local backend) without being what makes people disappear on time.
 * (A client-passed, bucketed time would also work but re-runs every subscriber each bucket.)
 */

export const SESSION_NOT_FOUND = "Session not found.";

export function sessionRow(
  ctx: Pick<QueryCtx, "db">,
  briefId: Id<"briefs">,
  sessionId: string,
): Promise<Doc<"presence"> | null> {
  return ctx.db
    .query("presence")
    .withIndex("by_brief_session", (q) => q.eq("briefId", briefId).eq("sessionId", sessionId))
    .unique();
}

/**
 * Records a heartbeat. Writes only the presence table (and the scheduler): an existing row gets
 * just its `lastSeen` patched. A session id already used by someone else is refused rather
 * than taken over.
 */
export async function heartbeat(
  ctx: MutationCtx,
  briefId: Id<"briefs">,
  userId: Id<"users">,
  sessionId: string,
): Promise<void> {
  const now = Date.now();
  const row = await sessionRow(ctx, briefId, sessionId);
  if (row !== null) {
    if (row.userId !== userId) throw appError("NOT_FOUND", SESSION_NOT_FOUND);
    if (row.lastSeen < now) await ctx.db.patch("presence", row._id, { lastSeen: now });
    return;
  }
  const id = await ctx.db.insert("presence", { briefId, userId, sessionId, lastSeen: now });
  await ctx.scheduler.runAfter(PRESENCE_TTL_MS, internal.presence.mutations.expire, {
    presenceId: id,
  });
}

/** Deletes the session's row unless it was heard from within the TTL; then checks again later. */
export async function expire(ctx: MutationCtx, presenceId: Id<"presence">): Promise<void> {
  const row = await ctx.db.get("presence", presenceId);
  if (row === null) return; // left already
  const due = row.lastSeen + PRESENCE_TTL_MS;
  const now = Date.now();
  if (now >= due) await ctx.db.delete("presence", row._id);
  else await ctx.scheduler.runAfter(due - now, internal.presence.mutations.expire, { presenceId });
}

/** The caller's own session leaves (tab closed, brief left). Someone else's is left alone. */
export async function leave(
  ctx: MutationCtx,
  briefId: Id<"briefs">,
  userId: Id<"users">,
  sessionId: string,
): Promise<void> {
  const row = await sessionRow(ctx, briefId, sessionId);
  if (row !== null && row.userId === userId) await ctx.db.delete("presence", row._id);
}

export function displayName(user: Doc<"users"> | null): string {
  const name = (user?.fullName ?? user?.name ?? "").trim();
  if (name !== "") return name;
  const email = user?.email?.split("@")[0]?.trim();
  return email && email !== "" ? email : "A colleague";
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => [...word][0] ?? "")
    .join("")
    .toUpperCase();
}

/** Distinct people with a live session on the brief: the caller first, then by name. */
export async function peopleOnBrief(
  ctx: Pick<QueryCtx, "db">,
  briefId: Id<"briefs">,
  viewerId: Id<"users">,
) {
  const since = Date.now() - PRESENCE_TTL_MS;
  const rows = await ctx.db
    .query("presence")
    .withIndex("by_brief_session", (q) => q.eq("briefId", briefId))
    .take(PRESENCE_MAX_SESSIONS);
  const userIds = [...new Set(rows.filter((row) => row.lastSeen > since).map((r) => r.userId))];
  const people = [];
  for (const userId of userIds) {
    const name = displayName(await ctx.db.get("users", userId));
    people.push({ userId, name, initials: initials(name), isYou: userId === viewerId });
  }
  return people.sort((a, b) => Number(b.isYou) - Number(a.isYou) || a.name.localeCompare(b.name));
}

/**
 * Ideas jobs queued or running on the brief, with who started them and for which legend: the
 * brief's recent legend runs (the same bounded read as the ideas view) and their jobs.
 */
export async function runningIdeaJobs(
  ctx: Pick<QueryCtx, "db">,
  briefId: Id<"briefs">,
  viewerId: Id<"users">,
) {
  const runs = await ctx.db
    .query("ideaRuns")
    .withIndex("by_brief_and_batchAt", (q) => q.eq("briefId", briefId))
    .order("desc")
    .take(IDEAS_BY_BRIEF.maxRuns);
  const names = new Map<Id<"users">, string>();
  const active = [];
  for (const run of runs) {
    const job = await ctx.db.get("generationJobs", run.jobId);
    if (job?.kind !== IDEAS_JOB_KIND) continue;
    if (job.status !== "queued" && job.status !== "running") continue;
    if (!names.has(run.ownerId))
      names.set(run.ownerId, displayName(await ctx.db.get("users", run.ownerId)));
    const legend = await ctx.db.get("creativeLegends", run.legendId);
    active.push({
      jobId: job._id,
      userId: run.ownerId,
      name: names.get(run.ownerId) ?? "",
      legendName: legend?.name ?? job.input.legendName,
      isYou: run.ownerId === viewerId,
    });
  }
  return active;
}

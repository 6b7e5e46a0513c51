import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { checkPublicUrl } from "../lib/urlGuard";
import { firstIssueMessage } from "../../shared/schemas/fields";
import { discoverySchema, withDefaultScheme } from "../../shared/schemas/discovery";
import { DISCOVERY_LIMITS } from "../../shared/constants";
import type { DiscoveryJobInput } from "./jobShapes";
import type { Research } from "./schema";

/**
 * Discovery IQ's rules: what a request may contain, who may read a session (its owner alone),
 * and the shapes the app and the HTTP API see.
 */

export const SESSION_NOT_FOUND = "Discovery session not found.";

/**
 * Validates and normalises a request, or throws INVALID_ARGUMENT with the spec's message (or the
 * URL guard's reason) before anything is written or spent.
 */
export function parseDiscoveryRequest(args: {
  idea: string;
  websiteUrl?: string;
}): DiscoveryJobInput {
  const parsed = discoverySchema.safeParse(args);
  if (!parsed.success) throw appError("INVALID_ARGUMENT", firstIssueMessage(parsed.error));
  const input: DiscoveryJobInput = { idea: parsed.data.idea };
  const website = withDefaultScheme(parsed.data.websiteUrl);
  if (website) {
    const check = checkPublicUrl(website);
    if (!check.ok) throw appError("INVALID_ARGUMENT", check.reason);
    input.websiteUrl = check.url.href;
  }
  return input;
}

/**
 * The caller's own session. A malformed id, a missing one and someone else's all answer
 * NOT_FOUND alike, so ids reveal nothing.
 */
export async function ownSessionOrThrow(
  ctx: Pick<QueryCtx, "db">,
  sessionId: string,
  userId: Id<"users">,
): Promise<Doc<"discoverySessions">> {
  const id = ctx.db.normalizeId("discoverySessions", sessionId.trim());
  const session = id === null ? null : await ctx.db.get("discoverySessions", id);
  if (session === null || session.ownerId !== userId) {
    throw appError("NOT_FOUND", SESSION_NOT_FOUND);
  }
  return session;
}

/** The caller's sessions, newest first, bounded. */
export async function sessionsOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">) {
  return await ctx.db
    .query("discoverySessions")
    .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", userId))
    .order("desc")
    .take(DISCOVERY_LIMITS.sessionsListed);
}

export function toSessionSummary(session: Doc<"discoverySessions">) {
  return { id: session._id, title: session.title, completedAt: session.completedAt };
}

export async function toSessionDto(ctx: Pick<QueryCtx, "db">, session: Doc<"discoverySessions">) {
  const job = await ctx.db.get("generationJobs", session.jobId);
  return {
    ...toSessionSummary(session),
    idea: session.idea,
    websiteUrl: session.websiteUrl ?? null,
    createdAt: session.createdAt,
    research: session.research,
    provider: job?.metadata?.provider ?? null,
  };
}

/** A short title from the idea when the research has none: its first words, whole. */
export function titleFromIdea(idea: string): string {
  const flat = idea.replace(/\s+/g, " ").trim();
  if (flat.length <= 70) return flat.replace(/[.!?]+$/, "");
  const cut = flat.slice(0, 70);
  const space = cut.lastIndexOf(" ");
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[,;:.]+$/, "")}…`;
}

/** The research as plain lines for another prompt's data block (the Ad Strategist). */
export function researchLines(session: { title: string; idea: string; research: Research }) {
  const r = session.research;
  return {
    title: session.title,
    idea: session.idea,
    summary: r.summary,
    segments: r.segments
      .map((s) => `${s.name}: ${s.who} (${s.sizeCue}). Cares about ${s.caresAbout.join("; ")}.`)
      .join("\n"),
    insights: r.insights.map((i) => `${i.tension} Insight: ${i.insight}`).join("\n"),
    language: r.language.map((p) => p.phrase).join("; "),
    channels: r.channels.map((c) => `${c.name}: ${c.why}`).join("\n"),
    opportunities: r.opportunities
      .map((o) => `${o.title} (for ${o.segment}): ${o.description}`)
      .join("\n"),
  };
}

import { v } from "convex/values";
import { internalMutation, userMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { briefAccessOrThrow, rootOf } from "../briefs/access";
import { PRESENCE_SESSION_ID_MAX } from "../../shared/constants";
import * as presence from "./model";

/** Presence on a brief (./model.ts has the design). Reading the brief is enough to be seen. */

function checkSessionId(sessionId: string): void {
  if (sessionId.trim() === "" || sessionId.length > PRESENCE_SESSION_ID_MAX) {
    throw appError("INVALID_ARGUMENT", "Invalid session id.");
  }
}

/** "This tab still has the brief open", every PRESENCE_HEARTBEAT_MS while it is visible. */
export const heartbeat = userMutation({
  args: { briefId: v.string(), sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { briefId, sessionId }) => {
    checkSessionId(sessionId);
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    await presence.heartbeat(ctx, rootOf(brief), ctx.userId, sessionId);
    return null;
  },
});

/**
 * The tab closed the brief. Needs no access check: it only ever deletes the caller's own
 * session, and answers the same whether there was one or not, so it reveals nothing.
 */
export const leave = userMutation({
  args: { briefId: v.string(), sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { briefId, sessionId }) => {
    const id = ctx.db.normalizeId("briefs", briefId);
    const brief = id === null ? null : await ctx.db.get("briefs", id);
    if (brief !== null) await presence.leave(ctx, rootOf(brief), ctx.userId, sessionId);
    return null;
  },
});

/** A session's own expiry (scheduled by its first heartbeat). */
export const expire = internalMutation({
  args: { presenceId: v.id("presence") },
  returns: v.null(),
  handler: async (ctx, { presenceId }) => {
    await presence.expire(ctx, presenceId);
    return null;
  },
});

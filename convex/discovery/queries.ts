import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { ownSessionOrThrow, sessionsOf, toSessionDto, toSessionSummary } from "./model";
import { sessionDtoValidator, sessionSummaryValidator } from "./validators";

/** Discovery IQ sessions are their owner's alone (spec 6: visitors cannot open Discovery IQ). */

/** /discovery/{sessionId}: the research; NOT_FOUND for a malformed, missing or foreign id. */
export const session = userQuery({
  args: { sessionId: v.string() },
  returns: sessionDtoValidator,
  handler: async (ctx, { sessionId }) =>
    await toSessionDto(ctx, await ownSessionOrThrow(ctx, sessionId, ctx.userId)),
});

/** The caller's past sessions on /discovery, newest first (at most DISCOVERY_LIMITS.sessionsListed). */
export const mine = userQuery({
  args: {},
  returns: v.array(sessionSummaryValidator),
  handler: async (ctx) => (await sessionsOf(ctx, ctx.userId)).map(toSessionSummary),
});

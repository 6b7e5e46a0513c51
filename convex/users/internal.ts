import { v } from "convex/values";
import { doc } from "convex-helpers/validators";
import schema from "../schema";
import { getOptionalUser } from "../lib/auth";
import { internalQuery } from "../lib/functions";

/**
 * The caller's user document, for actions (which cannot read the db). `ctx.runQuery` from an
 * action carries the action's identity, so no user id is passed in and none can be forged.
 */
export const current = internalQuery({
  args: {},
  returns: v.union(v.null(), doc(schema, "users")),
  handler: async (ctx) => await getOptionalUser(ctx),
});

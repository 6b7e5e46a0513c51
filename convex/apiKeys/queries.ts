import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { listKeys } from "./model";
import { apiKeyDtoValidator } from "./validators";

/** The caller's keys, newest first, without secrets (revoked ones marked). */
export const mine = userQuery({
  args: {},
  returns: v.array(apiKeyDtoValidator),
  handler: async (ctx) => await listKeys(ctx, ctx.userId),
});

import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { createKit } from "./model";
import { createdKitValidator } from "./validators";

/**
 * Channel kits (issue 42). Making one needs write access to the idea's brief (owner or editor;
 * a viewer is told why not; anyone else gets NOT_FOUND) and costs CREDIT_COSTS.channelKit per
 * channel, refunded once if the kit fails.
 */
export const create = userMutation({
  args: { ideaId: v.string(), channels: v.array(v.string()) },
  returns: createdKitValidator,
  handler: async (ctx, args) => await createKit(ctx, ctx.user, args),
});

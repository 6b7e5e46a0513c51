import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { decideReview, requestReview, reviewState } from "./model";
import { reviewActionValidator, reviewTargetTypeValidator } from "./schema";
import { reviewTargetOrThrow } from "./targets";
import { reviewStateValidator } from "./validators";

/**
 * One review step on an idea, a campaign page or a deck (issue 41; rules in ./model.ts):
 * "request" (owner, editor; `reviewers`: member ids, default every other member), "approve" or
 * "request_changes" (any member, while in review). `note` at most 1,000 characters. Answers the
 * new state and history. NOT_FOUND for strangers and bad ids; FORBIDDEN for a viewer requesting;
 * CONFLICT for a step the current state does not allow.
 */
export const act = userMutation({
  args: {
    targetType: reviewTargetTypeValidator,
    targetId: v.string(),
    action: reviewActionValidator,
    note: v.optional(v.string()),
    reviewers: v.optional(v.array(v.string())),
  },
  returns: reviewStateValidator,
  handler: async (ctx, args) => {
    const target = await reviewTargetOrThrow(ctx, ctx.user, args.targetType, args.targetId);
    if (args.action === "request") {
      await requestReview(ctx, ctx.user, target, args);
    } else {
      await decideReview(ctx, ctx.user, target, args.action, args.note);
    }
    return await reviewState(ctx, ctx.user, target);
  },
});

import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { publicMutation, userMutation } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { briefAccessOrThrow } from "./access";
import { parseBriefValues, saveBrief, withCheckedBrand } from "./model";
import { generateBriefArgs, requestBrief, saveBriefFor } from "./request";
import { briefFieldsArgs, saveOutcomeValidator } from "./validators";

/**
 * Generate brief (spec 2, 4 "Brief", 6, 7 /generate-brief) as a job. Signed-in users pay
 * CREDIT_COSTS.brief, refunded if it fails. Visitors may generate too (spec 6): a few free runs
 * per browser key (`sessionId`, ANONYMOUS_BRIEFS), then a 401-style UNAUTHENTICATED with
 * requiresAuth and 'Login Required' (the UI keeps the form as a pending action and resumes it
 * after sign-in). Saving the brief and generating ideas need an account.
 * A refinement needs the brief it refines: `briefId` (saved; signed in) or `currentContent`.
 *
 * Returns the job id: signed-in callers read it with api.generation.queries.job, visitors with
 * api.generation.queries.visitorJob (jobId + the same sessionId).
 */
export const generate = publicMutation({
  args: generateBriefArgs,
  returns: v.id("generationJobs"),
  handler: async (ctx, args): Promise<Id<"generationJobs">> =>
    await requestBrief(ctx, await getOptionalUser(ctx), args),
});

/**
 * Save Brief (spec 7 POST /user/briefs): a new brief, or with `parentBriefId` a new version of
 * it. Saving a brief identical to one the caller already has returns that one (`reused`).
 * Validation (title required after trimming, the brief form's messages, caps) runs first:
 * invalid input writes nothing.
 */
export const save = userMutation({
  args: { ...briefFieldsArgs, title: v.string(), parentBriefId: v.optional(v.string()) },
  returns: saveOutcomeValidator,
  handler: async (ctx, args) => await saveBriefFor(ctx, ctx.user, args),
});

/**
 * Update Brief (spec 4): a new version whose parent is `briefId`; the history is kept. The
 * title, USP, competitors and brand profile stay the parent's unless new ones are given (""
 * clears the competitors).
 */
export const update = userMutation({
  args: { ...briefFieldsArgs, briefId: v.string(), title: v.optional(v.string()) },
  returns: saveOutcomeValidator,
  handler: async (ctx, { briefId, title, ...fields }) => {
    const { brief: parent } = await briefAccessOrThrow(ctx, briefId, ctx.user, "write");
    const parsed = parseBriefValues({
      ...fields,
      title: title ?? parent.title,
      uniqueSellingPoint: fields.uniqueSellingPoint ?? parent.uniqueSellingPoint,
      competitors: fields.competitors ?? parent.competitors,
      brandId: fields.brandId ?? parent.brandId,
    });
    const values = await withCheckedBrand(ctx, parsed, ctx.userId, parent.brandId);
    // An editor's update is a new version of the owner's brief, not a brief of the editor's.
    return await saveBrief(ctx, parent.ownerId, values, parent);
  },
});

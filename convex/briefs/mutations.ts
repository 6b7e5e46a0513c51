import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { publicMutation, userMutation } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { appError, signInRequired } from "../lib/errors";
import { getAdminSettings } from "../admin/model";
import { startJob } from "../generation/model";
import { experimentalSettingsValidator } from "../generation/validators";
import { defaultSettingsFor, resolveTextSettings } from "../generation/settings";
import { BRIEF_LIMITS, CREDIT_COSTS, TEXT_MODELS } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { briefFormSchema } from "../../shared/schemas/brief";
import { firstIssueMessage } from "../../shared/schemas/fields";
import { assertVisitorMayRun, recordVisitorRun, visitorSessionId } from "../generation/visitors";
import { brandProfileFacts, ownProfileOrThrow } from "../brands/model";
import { briefAccessOrThrow } from "./access";
import { BRIEF_JOB_KIND, type BriefJobInput } from "./jobShapes";
import { parseBriefValues, saveBrief, withCheckedBrand } from "./model";
import { BRIEF_VISITORS } from "./visitors";
import { briefFieldsArgs, saveOutcomeValidator } from "./validators";

/** The brief form's model field: one of ours by id or wire id, else the admin default. */
function chosenModel(model: string | undefined, fallback: string): string {
  const known = TEXT_MODELS.find((m) => m.id === model || m.openRouterId === model);
  return known?.id ?? fallback;
}

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
  args: {
    brand: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    uniqueSellingPoint: v.optional(v.string()),
    competitors: v.optional(v.string()),
    brandId: v.optional(v.string()),
    refinement: v.optional(v.string()),
    briefId: v.optional(v.string()),
    currentContent: v.optional(v.string()),
    title: v.optional(v.string()),
    model: v.optional(v.string()),
    experimental: v.optional(experimentalSettingsValidator),
    /** Visitors only: the browser's visitor key (a UUID). Ignored for signed-in users. */
    sessionId: v.optional(v.string()),
  },
  returns: v.id("generationJobs"),
  handler: async (ctx, args): Promise<Id<"generationJobs">> => {
    const parsed = briefFormSchema.safeParse(args);
    if (!parsed.success) throw appError("INVALID_ARGUMENT", firstIssueMessage(parsed.error));
    const form = parsed.data;
    const current = args.currentContent?.trim() ?? "";
    if (current.length > BRIEF_LIMITS.content) {
      throw appError(
        "INVALID_ARGUMENT",
        validationMessages.tooLong("The brief", BRIEF_LIMITS.content),
      );
    }
    const user = await getOptionalUser(ctx);
    // A brand profile is an account's own: a visitor's, a stranger's or a malformed id is
    // NOT_FOUND, before anything is written or charged.
    if (form.brandId && user === null) throw appError("NOT_FOUND");
    const profile =
      form.brandId && user !== null ? await ownProfileOrThrow(ctx, form.brandId, user._id) : null;
    // A saved brief is an account's: a visitor refines only the brief on their screen.
    if (user === null && args.briefId !== undefined) {
      throw signInRequired(messages.briefAndIdeas.generateLoginRequired);
    }
    // Without a browser key a visitor cannot be counted: they are asked to sign in instead.
    const visitorKey =
      user === null && args.sessionId !== undefined ? visitorSessionId(args.sessionId) : null;
    const saved =
      args.briefId === undefined || user === null
        ? null
        : (await briefAccessOrThrow(ctx, args.briefId, user, "read")).brief;
    const previousContent = saved?.content ?? (current || undefined);
    if (form.refinement && previousContent === undefined) {
      throw appError("INVALID_ARGUMENT", validationMessages.brief.refinementNeedsBrief);
    }
    const admin = await getAdminSettings(ctx);
    const defaults = defaultSettingsFor(chosenModel(form.model, admin.defaultModel));
    // Experimental Mode is an admin's; a visitor gets the defaults.
    const settings =
      user === null ? defaults : resolveTextSettings(user, args.experimental, defaults);
    const input: BriefJobInput = {
      facts: {
        brand: form.brand,
        uniqueSellingPoint: form.uniqueSellingPoint ?? "",
        audience: form.audience,
        message: form.message,
        tone: form.tone,
      },
      title: form.title || saved?.title || `${form.brand} Creative Brief`,
      ...(profile ? { brandId: profile._id, brandProfile: brandProfileFacts(profile) } : {}),
      ...(form.refinement ? { refinement: form.refinement, previousContent } : {}),
      ...(form.refinement && saved ? { refinedFromBriefId: saved._id } : {}),
    };
    const job = {
      kind: BRIEF_JOB_KIND,
      settings,
      input,
      step: "Queued: your brief is next…",
    } as const;
    if (user !== null) {
      return await startJob(
        ctx,
        { ...job, ownerId: user._id, cost: CREDIT_COSTS.brief },
        internal.briefs.generation.run,
      );
    }
    if (visitorKey === null) throw signInRequired(messages.briefAndIdeas.generateLoginRequired);
    await assertVisitorMayRun(ctx, BRIEF_VISITORS, visitorKey);
    const jobId = await startJob(
      ctx,
      { ...job, ownerId: undefined, cost: 0 },
      internal.briefs.generation.run,
    );
    // Same transaction: the runner cannot start before the job carries its visitor key.
    await ctx.db.patch("generationJobs", jobId, { anonSessionId: visitorKey });
    await recordVisitorRun(ctx, BRIEF_VISITORS, visitorKey, jobId);
    return jobId;
  },
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
  handler: async (ctx, { parentBriefId, ...fields }) => {
    const parsed = parseBriefValues(fields);
    const parent =
      parentBriefId === undefined
        ? null
        : (await briefAccessOrThrow(ctx, parentBriefId, ctx.user, "write")).brief;
    const values = await withCheckedBrand(ctx, parsed, ctx.userId, parent?.brandId);
    // A new version stays in its family's hands: an editor's save is still the owner's brief.
    return await saveBrief(ctx, parent?.ownerId ?? ctx.userId, values, parent);
  },
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

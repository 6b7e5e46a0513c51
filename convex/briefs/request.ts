import { v, type ObjectType } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
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
import { parseBriefValues, saveBrief, withCheckedBrand, type SaveOutcome } from "./model";
import { BRIEF_VISITORS } from "./visitors";
import type { briefFieldsArgs } from "./validators";

/**
 * Generate Brief and Save Brief for a known caller: the app's mutations (./mutations.ts, the
 * caller from the session) and the MCP server (convex/mcp, the caller from an API key) run the
 * same rules, credits and jobs through here.
 */

/** The brief form's model field: one of ours by id or wire id, else the admin default. */
function chosenModel(model: string | undefined, fallback: string): string {
  const known = TEXT_MODELS.find((m) => m.id === model || m.openRouterId === model);
  return known?.id ?? fallback;
}

export const generateBriefArgs = {
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
};

export type GenerateBriefArgs = ObjectType<typeof generateBriefArgs>;

/** Starts a brief job for `user` (or a visitor when null); see mutations.generate. */
export async function requestBrief(
  ctx: MutationCtx,
  user: Doc<"users"> | null,
  args: GenerateBriefArgs,
): Promise<Id<"generationJobs">> {
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
}

type SaveArgs = ObjectType<typeof briefFieldsArgs> & { title: string; parentBriefId?: string };

/** Save Brief for `user`; see mutations.save. */
export async function saveBriefFor(
  ctx: MutationCtx,
  user: Doc<"users">,
  { parentBriefId, ...fields }: SaveArgs,
): Promise<SaveOutcome> {
  const parsed = parseBriefValues(fields);
  const parent =
    parentBriefId === undefined
      ? null
      : (await briefAccessOrThrow(ctx, parentBriefId, user, "write")).brief;
  const values = await withCheckedBrand(ctx, parsed, user._id, parent?.brandId);
  // A new version stays in its family's hands: an editor's save is still the owner's brief.
  return await saveBrief(ctx, parent?.ownerId ?? user._id, values, parent);
}

import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalAction, internalMutation } from "../lib/functions";
import { defaultTextSettings, generateText, resolveTextEndpoint } from "../lib/ai/llm";
import type { JobOf } from "../generation/jobShapes";
import { startJob } from "../generation/model";
import { runJob } from "../generation/run";
import { personaOrImported } from "../ideas/jobs";
import { legendOfIdea } from "../ideas/model";
import { AD_LOB_LIMITS, type AspectRatio } from "../../shared/constants";
import { initialAdCopy, type AdCopy, type IdeaCopyFacts } from "../studio/tasks/campaignAds";
import { buildInitialAdsPrompt, INITIAL_ADS_TASK, initialAdsSchema } from "./initialAdsPrompt";
import { INITIAL_ADS_JOB_KIND, type InitialAdsJobInput } from "./jobShapes";

/**
 * A new campaign page's first ads when a text model is configured (issue 40: the model writes
 * everything). Creating the page is a free mutation and cannot call a model, so its ads go on
 * the page at once, "writing", over the collage's images, and one free job (cost 0: spec 4,
 * creating a page costs nothing) has the model write all their copy in the legend's voice.
 * If the model fails (an invalid answer after the engine's repair call, an outage, a timeout),
 * the job fails and its ads get the offline studio's copy in the same transaction, so a free
 * page never shows a failed ad whose 'Try again' would cost credits. Without a model the
 * creating mutation writes the studio's copy itself, as it always did (./model.ts).
 */

export const initialAdsSteps = {
  writing: (legend: string) => `${legend} is writing the ads…`,
};

/** Whether the page's first ads are the model's (a job) or the studio's (written at once). */
export function modelWritesInitialAds(): boolean {
  return resolveTextEndpoint() !== null;
}

/** Starts the free job writing `lobs` (just inserted, "writing") and points them at it. */
export async function startInitialAds(
  ctx: MutationCtx,
  args: {
    user: Doc<"users">;
    idea: Doc<"ideas">;
    campaignPageId: Id<"campaignPages">;
    facts: IdeaCopyFacts;
    lobs: { adLobId: Id<"adLobs">; aspectRatio: AspectRatio }[];
  },
): Promise<Id<"generationJobs">> {
  // A legend since removed (or an imported idea) writes plainly rather than blocking the page.
  const legend = await legendOfIdea(ctx, args.idea);
  const input: InitialAdsJobInput = {
    campaignPageId: args.campaignPageId,
    ideaId: args.idea._id,
    legend: personaOrImported(legend),
    facts: args.facts,
    ads: args.lobs,
  };
  const jobId = await startJob(
    ctx,
    {
      ownerId: args.user._id,
      kind: INITIAL_ADS_JOB_KIND,
      cost: 0,
      settings: defaultTextSettings(),
      input,
      step: initialAdsSteps.writing(input.legend.name),
    },
    internal.campaigns.initialAds.run,
  );
  for (const { adLobId } of args.lobs) await ctx.db.patch("adLobs", adLobId, { jobId });
  return jobId;
}

const formatsOf = (input: InitialAdsJobInput) => input.ads.map((ad) => ad.aspectRatio);

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      INITIAL_ADS_JOB_KIND,
      jobId,
      (job) => initialAdsSteps.writing(job.input.legend.name),
      async (job) => {
        const { input } = job;
        const formats = formatsOf(input);
        // Read again here: a model unset since the page was made leaves the studio to write.
        const endpoint = resolveTextEndpoint();
        if (endpoint === null) {
          await ctx.runMutation(internal.campaigns.initialAds.saveCopy, {
            jobId,
            ads: initialAdCopy(input.facts, formats),
          });
          return { result: { campaignPageId: input.campaignPageId } };
        }
        const { data, metadata } = await generateText(
          {
            task: INITIAL_ADS_TASK,
            settings: job.settings,
            messages: buildInitialAdsPrompt(input.legend, input.facts, formats),
            schema: initialAdsSchema(formats.length),
            schemaName: "campaign_ads",
            // Required by the engine's request; unused, as a model is configured.
            studio: { task: INITIAL_ADS_TASK, seed: `${input.ideaId}|${jobId}` },
          },
          { endpoint },
        );
        const ads = data.ads.slice(0, formats.length).map((ad) => ({
          headline: ad.headline.slice(0, AD_LOB_LIMITS.headlineChars),
          body: ad.body.slice(0, AD_LOB_LIMITS.bodyChars),
        }));
        await ctx.runMutation(internal.campaigns.initialAds.saveCopy, { jobId, ads });
        return { result: { campaignPageId: input.campaignPageId }, metadata };
      },
    );
    return null;
  },
});

/**
 * Writes `ads` (in the job's order) into its ads still "writing" and marks them ready. An ad
 * removed, or edited by hand meanwhile (no longer this job's), is left be.
 */
async function fillAds(ctx: MutationCtx, job: JobOf<"campaignAds">, ads: readonly AdCopy[]) {
  const now = Date.now();
  for (const [index, { adLobId }] of job.input.ads.entries()) {
    const lob = await ctx.db.get("adLobs", adLobId);
    const copy = ads[index];
    if (copy === undefined || lob?.jobId !== job._id || lob.status !== "writing") continue;
    await ctx.db.patch("adLobs", adLobId, {
      headline: copy.headline,
      body: copy.body,
      status: "ready",
      updatedAt: now,
    });
  }
}

export const saveCopy = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    ads: v.array(v.object({ headline: v.string(), body: v.string() })),
  },
  returns: v.null(),
  handler: async (ctx, { jobId, ads }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    // A job timed out meanwhile has had its ads written by the studio already.
    if (job?.kind !== INITIAL_ADS_JOB_KIND || job.status !== "running") return null;
    await fillAds(ctx, job, ads);
    return null;
  },
});

/** The failed job's ads get the studio's copy (generation/kinds.ts runs this as it fails). */
export async function studioAdsOfJob(ctx: MutationCtx, job: JobOf<"campaignAds">) {
  await fillAds(ctx, job, initialAdCopy(job.input.facts, formatsOf(job.input)));
}

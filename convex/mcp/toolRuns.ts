import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { siteUrl } from "../lib/env";
import { waitForJob } from "../generation/wait";
import { BRIEF_JOB_KIND } from "../briefs/jobShapes";
import { messages } from "../../shared/errors";
import type { ToolName } from "./toolList";

/**
 * What each tool does, for the API key's owner. Slow work is the app's job pattern: the tool
 * starts the same job the app starts, then waits on its row here (as /api/generate-brief does),
 * so credits, refunds and progress are the app's own.
 */

export type ToolCtx = { ctx: ActionCtx; userId: Id<"users"> };
type Args = Record<string, unknown>;

/** How long a tool waits for ideas or a deck before answering with what is still running. */
export const TOOL_WAIT_MS = 55_000;
/** A brief is saved only once written, so its tool waits as long as /api/generate-brief. */
const BRIEF_WAIT_MS = 120_000;

function readJob(ctx: ActionCtx, jobId: Id<"generationJobs">) {
  return () => ctx.runQuery(internal.generation.jobs.get, { jobId });
}

/** A required text argument, or INVALID_ARGUMENT naming it. */
function textArg(args: Args, name: string): string {
  const value = args[name];
  if (typeof value !== "string") throw appError("INVALID_ARGUMENT", `${name} must be a string.`);
  return value;
}

function optionalText(args: Args, name: string): string | undefined {
  return args[name] === undefined ? undefined : textArg(args, name);
}

function failedJobMessage(job: Doc<"generationJobs"> | null, fallback: string): string {
  return job?.errorMessage ?? fallback;
}

async function createBrief({ ctx, userId }: ToolCtx, args: Args) {
  const form = {
    brand: textArg(args, "brand"),
    audience: textArg(args, "audience"),
    message: textArg(args, "message"),
    tone: textArg(args, "tone"),
    uniqueSellingPoint: optionalText(args, "uniqueSellingPoint"),
    competitors: optionalText(args, "competitors"),
  };
  const jobId = await ctx.runMutation(internal.mcp.writes.startBrief, { userId, ...form });
  const job = await waitForJob(readJob(ctx, jobId), BRIEF_WAIT_MS);
  if (job?.kind !== BRIEF_JOB_KIND || job.status !== "succeeded" || !job.result) {
    throw appError(
      job?.status === "failed" ? "PROVIDER_UNAVAILABLE" : "TIMEOUT",
      failedJobMessage(job, messages.briefAndIdeas.briefFailed),
    );
  }
  const { creativeBrief, title } = job.result;
  const saved = await ctx.runMutation(internal.mcp.writes.saveBrief, {
    userId,
    ...form,
    title,
    content: creativeBrief,
  });
  return await ctx.runQuery(internal.mcp.reads.brief, { userId, briefId: saved.briefId });
}

async function generateIdeas({ ctx, userId }: ToolCtx, args: Args) {
  const briefId = textArg(args, "briefId");
  const refs = args.legends;
  if (!Array.isArray(refs) || refs.length === 0 || refs.some((ref) => typeof ref !== "string")) {
    throw appError("INVALID_ARGUMENT", "legends must list at least one legend's name or slug.");
  }
  const legendIds = await ctx.runQuery(internal.ideas.internal.resolveLegendRefs, {
    refs: refs as string[],
  });
  const started = await ctx.runMutation(internal.mcp.writes.startIdeasRun, {
    userId,
    briefId,
    legendIds,
  });
  const deadline = Date.now() + TOOL_WAIT_MS;
  const jobs = await Promise.all(
    started.jobs.map(({ jobId }) => waitForJob(readJob(ctx, jobId), deadline - Date.now())),
  );
  const view = await ctx.runQuery(internal.mcp.reads.ideasOfBrief, {
    userId,
    briefId: started.briefId,
  });
  const startedJobs = new Set<string>(started.jobs.map((job) => job.jobId));
  const legends = view.legends.filter((group) => startedJobs.has(group.jobId));
  const running = jobs.some((job) => job?.status === "queued" || job?.status === "running");
  return {
    briefId: started.briefId,
    finished: !running,
    ...(running ? { note: "Some legends are still working: call get_ideas in a minute." } : {}),
    // This run's ideas only: get_ideas shows the legends' earlier runs on the brief too.
    legends: legends.map((group) => ({
      ...group,
      ideas: group.ideas.filter((idea) => idea.jobId === group.jobId),
    })),
  };
}

async function createCampaignPage({ ctx, userId }: ToolCtx, args: Args) {
  const ideaId = textArg(args, "ideaId");
  const idea = await ctx.runQuery(internal.mcp.reads.idea, { userId, ideaId });
  if (idea.landingPageId === null && idea.thumbnails.length === 0) {
    // 'Campaign It' is made from the idea's collage: draw it first, as the idea card does.
    const collage = await ctx.runMutation(internal.mcp.writes.requestCollage, { userId, ideaId });
    const job = collage.jobId === null ? null : await waitForJob(readJob(ctx, collage.jobId));
    if (job !== null && job.status !== "succeeded") {
      throw appError("PROVIDER_UNAVAILABLE", failedJobMessage(job, messages.thumbnails.exhausted));
    }
  }
  const pageId = await ctx.runMutation(internal.mcp.writes.createCampaignPage, { userId, ideaId });
  return { campaignPageId: pageId, url: `${siteUrl()}/idea-page/${pageId}` };
}

async function createSellDeck({ ctx, userId }: ToolCtx, args: Args) {
  const ideaId = textArg(args, "ideaId");
  const { presentationId, jobId } = await ctx.runMutation(internal.mcp.writes.sellDeck, {
    userId,
    ideaId,
  });
  const job = await waitForJob(readJob(ctx, jobId), TOOL_WAIT_MS);
  if (job?.status === "failed") {
    throw appError("PROVIDER_UNAVAILABLE", failedJobMessage(job, messages.deck.failed));
  }
  return {
    deckId: presentationId,
    url: `${siteUrl()}/decks/${presentationId}`,
    status: job?.status === "succeeded" ? "written" : "writing",
  };
}

export const TOOL_RUNS: Record<ToolName, (tool: ToolCtx, args: Args) => Promise<unknown>> = {
  list_legends: async ({ ctx, userId }) => ({
    legends: await ctx.runQuery(internal.mcp.reads.legends, { userId }),
  }),
  get_credits: async ({ ctx, userId }) =>
    await ctx.runQuery(internal.mcp.reads.credits, { userId }),
  create_brief: createBrief,
  generate_ideas: generateIdeas,
  get_ideas: async ({ ctx, userId }, args) =>
    await ctx.runQuery(internal.mcp.reads.ideasOfBrief, {
      userId,
      briefId: textArg(args, "briefId"),
    }),
  create_campaign_page: createCampaignPage,
  share_idea: async ({ ctx, userId }, args) => {
    const { shareUrl } = await ctx.runMutation(internal.mcp.writes.shareIdea, {
      userId,
      ideaId: textArg(args, "ideaId"),
    });
    return { shareUrl };
  },
  create_sell_deck: createSellDeck,
};

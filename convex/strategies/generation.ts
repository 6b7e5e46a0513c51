import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { runJob } from "../generation/run";
import { STRATEGIES_JOB_KIND, type StrategyJobInput } from "./jobShapes";
import { brandFromTitle, displayHost, finalizeStrategies } from "./model";
import { buildStrategyPrompt, strategyDraftSchema, type StrategyBrief } from "./prompt";
import { STRATEGIES_TASK } from "../studio/taskNames";
import { researchLines } from "../discovery/model";
import { discoveryStudioFacts, type DiscoveryForStrategist } from "./discoveryFacts";

/**
 * The strategies job (ARCHITECTURE 3): read the website if one was given (Node runtime, see
 * ./website.ts), then one structured generation. A site that cannot be read is not a failure:
 * the strategist carries on from the user's words and the result says the site was not read.
 */

async function gather(
  input: StrategyJobInput,
  readSite: (url: string) => Promise<StrategyBrief["website"]>,
  discovery: DiscoveryForStrategist | null,
): Promise<StrategyBrief> {
  const website = input.websiteUrl ? await readSite(input.websiteUrl) : undefined;
  const titleBrand =
    website?.read === true ? brandFromTitle(website.title, website.url) : undefined;
  const brandHint = input.brandHint ?? titleBrand;
  return {
    mode: input.mode,
    ...(brandHint ? { brandHint } : {}),
    ...(input.additionalContext ? { additionalContext: input.additionalContext } : {}),
    ...(website ? { website } : {}),
    ...(discovery ? { discovery: researchLines(discovery) } : {}),
  };
}

/** Facts for the offline studio: the same material the prompt's data blocks carry. */
function studioExtra(
  input: StrategyJobInput,
  brief: StrategyBrief,
  discovery: DiscoveryForStrategist | null,
): Record<string, string> {
  const site = brief.website;
  // With research and no words of their own, the researched idea is what they told us.
  const context = brief.additionalContext ?? discovery?.idea;
  return {
    mode: brief.mode,
    ...(brief.brandHint ? { brandName: brief.brandHint } : {}),
    ...(input.websiteUrl ? { websiteUrl: input.websiteUrl } : {}),
    ...(context ? { additionalContext: context } : {}),
    ...(discovery ? discoveryStudioFacts(discovery) : {}),
    ...(site?.read
      ? {
          websiteTitle: site.title,
          websiteDescription: site.description,
          websiteContent: site.text,
        }
      : {}),
  };
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      STRATEGIES_JOB_KIND,
      jobId,
      "Getting to know the brand…",
      async (job, progress) => {
        const { input } = job;
        const discovery =
          input.discoveryIQSessionId && job.ownerId
            ? await ctx.runQuery(internal.discovery.internal.forStrategist, {
                sessionId: input.discoveryIQSessionId,
                ownerId: job.ownerId,
              })
            : null;
        if (discovery) await progress(`Reading your Discovery IQ research: ${discovery.title}…`);
        const brief = await gather(
          input,
          async (url) => {
            await progress(`Reading ${displayHost(url)}…`);
            const page = await ctx.runAction(internal.strategies.website.read, { url });
            return page.ok
              ? {
                  url: page.url,
                  read: true,
                  title: page.title,
                  description: page.description,
                  text: page.text,
                }
              : { url, read: false, reason: page.reason };
          },
          discovery,
        );
        await progress("Sizing up the audience…");
        const { data, metadata } = await generateText({
          task: STRATEGIES_TASK,
          settings: job.settings,
          messages: buildStrategyPrompt(brief),
          schema: strategyDraftSchema,
          schemaName: "ad_strategies",
          studio: {
            task: STRATEGIES_TASK,
            seed: JSON.stringify(input),
            extra: studioExtra(input, brief, discovery),
          },
        });
        return { result: finalizeStrategies(data, brief, input), metadata };
      },
    );
    // A visitor's free run that fails (or times out) is given back by generation/kinds.ts.
    return null;
  },
});

import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { runJob } from "../generation/run";
import { brandFromTitle, displayHost } from "../strategies/model";
import { DISCOVERY_JOB_KIND, type DiscoveryJobResult } from "./jobShapes";
import { buildDiscoveryPrompt, discoveryDraftSchema, type DiscoveryBrief } from "./prompt";
import { finalizeResearch } from "./research";
import { DISCOVERY_TASK } from "../studio/taskNames";

/**
 * The discovery job (ARCHITECTURE 3): read the website if one was given, with the strategist's
 * safe reader (strategies/website.ts), then one structured generation, then the session row.
 * A site that cannot be read is not a failure: the research says so and works from the idea.
 */

/** Facts for the offline studio: the same material the prompt's data blocks carry. */
function studioExtra(brief: DiscoveryBrief): Record<string, string> {
  const site = brief.website;
  // The site's own name when its title gives it ("Harbour & Loaf | …"), not one made from the host.
  const brandName = site?.read ? brandFromTitle(site.title, site.url) : undefined;
  return {
    additionalContext: brief.idea,
    ...(brandName ? { brandName } : {}),
    ...(site ? { websiteUrl: site.url } : {}),
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
    await runJob(ctx, DISCOVERY_JOB_KIND, jobId, "Reading your idea…", async (job, progress) => {
      const { input } = job;
      const brief: DiscoveryBrief = { idea: input.idea };
      if (input.websiteUrl) {
        await progress(`Reading ${displayHost(input.websiteUrl)}…`);
        const page = await ctx.runAction(internal.strategies.website.read, {
          url: input.websiteUrl,
        });
        brief.website = page.ok
          ? {
              url: page.url,
              read: true,
              title: page.title,
              description: page.description,
              text: page.text,
            }
          : { url: input.websiteUrl, read: false, reason: page.reason };
      }
      await progress("Mapping the audience segments…");
      const { data, metadata } = await generateText({
        task: DISCOVERY_TASK,
        settings: job.settings,
        messages: buildDiscoveryPrompt(brief),
        schema: discoveryDraftSchema,
        schemaName: "discovery_research",
        studio: { task: DISCOVERY_TASK, seed: JSON.stringify(input), extra: studioExtra(brief) },
      });
      await progress("Writing up the opportunities…");
      const { title, research } = finalizeResearch(data, brief, input);
      const sessionId = await ctx.runMutation(internal.discovery.internal.saveSession, {
        jobId,
        title,
        research,
        metadata,
      });
      // Null: the job stopped running meanwhile (timed out); its failure and refund stand.
      if (sessionId === null) return { result: null, metadata };
      const result: DiscoveryJobResult = { sessionId };
      return { result, metadata };
    });
    return null;
  },
});

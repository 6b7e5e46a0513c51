import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { userMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { getAdminSettings } from "../admin/model";
import { startJob } from "../generation/model";
import { defaultSettingsFor } from "../generation/settings";
import { displayHost } from "../strategies/model";
import { CREDIT_COSTS } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { DISCOVERY_JOB_KIND } from "./jobShapes";
import { parseDiscoveryRequest } from "./model";

/**
 * Discovery IQ (spec 4, 5, 7): validates with the spec's words, spends CREDIT_COSTS.discovery
 * (INSUFFICIENT_CREDITS 'You need 5 Legend Credits to use Discovery IQ™. You currently have {n}
 * credits.', nothing written, when short; refunded once if the job fails) and starts
 * the job the client follows with api.generation.queries.job. The job's result is
 * `{ sessionId }`, the research to open at /discovery/{sessionId}.
 */
export const request = userMutation({
  args: { idea: v.string(), websiteUrl: v.optional(v.string()) },
  returns: v.id("generationJobs"),
  handler: async (ctx, args): Promise<Id<"generationJobs">> => {
    const input = parseDiscoveryRequest(args);
    // The spec's own words (section 8), in the app's dialog and over HTTP alike; startJob's
    // spend (same transaction) still refuses anything short, whatever changed meanwhile.
    const balance = ctx.user.legendCredits ?? 0;
    if (balance < CREDIT_COSTS.discovery) {
      throw appError("INSUFFICIENT_CREDITS", messages.discovery.notEnoughCredits(balance));
    }
    const settings = defaultSettingsFor((await getAdminSettings(ctx)).defaultModel);
    const step = input.websiteUrl
      ? `Queued: reading ${displayHost(input.websiteUrl)} shortly…`
      : "Queued: the researcher will start shortly…";
    return await startJob(
      ctx,
      {
        ownerId: ctx.userId,
        kind: DISCOVERY_JOB_KIND,
        cost: CREDIT_COSTS.discovery,
        settings,
        input,
        step,
      },
      internal.discovery.generation.run,
    );
  },
});

import { v } from "convex/values";
import { internalQuery } from "../lib/functions";
import { briefAccessOrThrow } from "../briefs/access";
import { ideasUnderBrief } from "../ideas/briefView";
import { ideaAccessOrThrow } from "../ideas/model";
import { accessibleDtos, legendViewFor } from "../legends/access";
import { pretestOfIdea } from "../pretest/model";
import { keyOwner } from "./access";
import { briefMarkdown, ideaMarkdown } from "./markdown";

/**
 * What the MCP tools and resources read, for the API key's owner (`userId`, from the key, never
 * from the assistant). Every id goes through the app's own doors (briefs/access.ts,
 * ideas/model.ts): someone else's brief or idea is NOT_FOUND, as in the app.
 */

const owner = { userId: v.id("users") };

/** The legends the owner may pick: the picker's list, locked ones marked. */
export const legends = internalQuery({
  args: owner,
  handler: async (ctx, { userId }) => {
    const view = await legendViewFor(ctx, await keyOwner(ctx, userId));
    return accessibleDtos(view).map((legend) => ({
      name: legend.name,
      slug: legend.slug,
      label: legend.label,
      description: legend.description,
      locked: legend.locked,
    }));
  },
});

export const credits = internalQuery({
  args: owner,
  handler: async (ctx, { userId }) => ({
    legendCredits: (await keyOwner(ctx, userId)).legendCredits ?? 0,
  }),
});

/** Each legend's latest run on the brief: its job, then its ideas with their pre-test totals. */
export const ideasOfBrief = internalQuery({
  args: { ...owner, briefId: v.string() },
  handler: async (ctx, { userId, briefId }) => {
    const user = await keyOwner(ctx, userId);
    const { brief } = await briefAccessOrThrow(ctx, briefId, user, "read");
    const groups = await ideasUnderBrief(ctx, brief, user);
    const legends = [];
    for (const group of groups) {
      const ideas = [];
      for (const idea of group.ideas) {
        const pretest = await pretestOfIdea(ctx, idea.id);
        ideas.push({
          id: idea.id,
          jobId: idea.jobId,
          legend: idea.legend.name,
          campaignName: idea.campaignName,
          headline: idea.headline,
          concept: idea.concept,
          pretestTotal: pretest?.total ?? null,
        });
      }
      legends.push({
        legend: group.legend.name,
        jobId: group.job.id,
        status: group.job.status,
        error: group.job.errorMessage,
        ideas,
      });
    }
    return { briefId: brief._id, title: brief.title, legends };
  },
});

export const brief = internalQuery({
  args: { ...owner, briefId: v.string() },
  handler: async (ctx, { userId, briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, await keyOwner(ctx, userId), "read");
    return { id: brief._id, title: brief.title, markdown: briefMarkdown(brief) };
  },
});

export const idea = internalQuery({
  args: { ...owner, ideaId: v.string() },
  handler: async (ctx, { userId, ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, await keyOwner(ctx, userId), "read");
    return {
      id: idea._id,
      title: idea.campaignName,
      thumbnails: idea.thumbnails ?? [],
      landingPageId: idea.landingPageId ?? null,
      markdown: await ideaMarkdown(ctx, idea),
    };
  },
});

/** MCP resources/list: the owner's latest briefs, newest first. */
const RECENT_BRIEFS = 20;
export const recentBriefs = internalQuery({
  args: owner,
  handler: async (ctx, { userId }) => {
    const briefs = await ctx.db
      .query("briefs")
      .withIndex("by_owner_and_isLatest_and_createdAt", (q) =>
        q.eq("ownerId", userId).eq("isLatest", true),
      )
      .order("desc")
      .take(RECENT_BRIEFS);
    return briefs.map((brief) => ({ id: brief._id, title: brief.title }));
  },
});

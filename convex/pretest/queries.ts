import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { briefAccessOrThrow, roleOn } from "../briefs/access";
import { ideaAccessOrThrow } from "../ideas/model";
import { PRETESTS_BY_BRIEF_MAX } from "../../shared/pretest";
import { pretestOfIdea, sharpenOf, toPretestDto } from "./model";
import { pretestDtoValidator } from "./validators";

/** Every pre-test of a brief's ideas, through the brief's door (owner, editor, viewer). */
export const forBrief = userQuery({
  args: { briefId: v.string() },
  returns: v.array(pretestDtoValidator),
  handler: async (ctx, { briefId }) => {
    const { brief, role } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    const rows = await ctx.db
      .query("ideaPretests")
      .withIndex("by_brief_and_createdAt", (q) => q.eq("briefId", brief._id))
      .order("desc")
      .take(PRETESTS_BY_BRIEF_MAX);
    const canEdit = role !== "viewer";
    return await Promise.all(
      rows.map(async (row) => toPretestDto(row, ctx.user, canEdit, await sharpenOf(ctx, row))),
    );
  },
});

/** One idea's pre-test, or null before its job was queued. */
export const forIdea = userQuery({
  args: { ideaId: v.string() },
  returns: v.union(pretestDtoValidator, v.null()),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const row = await pretestOfIdea(ctx, idea._id);
    if (row === null) return null;
    const brief = await ctx.db.get("briefs", idea.briefId);
    const role = brief === null ? null : await roleOn(ctx, brief, ctx.userId);
    const canEdit = role !== null && role !== "viewer";
    return toPretestDto(row, ctx.user, canEdit, await sharpenOf(ctx, row));
  },
});

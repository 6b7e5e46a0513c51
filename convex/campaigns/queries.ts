import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { ideaAccessOrThrow } from "../ideas/model";
import { pageAccessOrThrow, pageOfIdea, toPageDto } from "./model";
import { campaignPageDtoValidator, createdPageValidator } from "./validators";

/** Campaign pages as members of the idea's brief see them; live for everyone on it. */

/** /idea-page/{id}: the page with its ads in order; NOT_FOUND for anyone off the brief. */
export const page = userQuery({
  args: { campaignPageId: v.string() },
  returns: campaignPageDtoValidator,
  handler: async (ctx, { campaignPageId }) => {
    const { page, canEdit } = await pageAccessOrThrow(ctx, campaignPageId, ctx.user, "read");
    return await toPageDto(ctx, page, canEdit);
  },
});

/** The idea's page, if it has one ('Campaign It' then opens it). */
export const forIdea = userQuery({
  args: { ideaId: v.string() },
  returns: v.union(createdPageValidator, v.null()),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const found = await pageOfIdea(ctx, idea._id);
    return found === null ? null : { campaignPageId: found._id };
  },
});

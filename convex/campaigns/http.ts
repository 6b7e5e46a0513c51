import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { readAppError, validationMessages } from "../../shared/errors";

/**
 * The spec's campaign page endpoint (section 7). Identity comes from the bearer token only:
 *   POST /api/ad-lobs/with-idea-page { ideaId, thumbnails, campaignName, headline, concept,
 *        order, ideaPageTitle, ideaPageDescription, ideaPageHeadline, userId, briefId, briefData }
 *        → { ideaPage: { id } }; errors { error, code } with 400/401/403/404.
 * Only `ideaId` (and `thumbnails`, for an idea that has none yet) is read: the page's texts,
 * brief and owner come from the idea itself, never from what a body claims.
 */

const CREATE_FAILED = "Failed to create the idea page";

function thumbnailsOf(body: Record<string, unknown>): string[] {
  const list = body.thumbnails;
  return Array.isArray(list) ? list.filter((url): url is string => typeof url === "string") : [];
}

const withIdeaPage = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  const ideaId = body === null ? null : stringField(body, "ideaId")?.trim();
  if (body === null || !ideaId) {
    const error = validationMessages.campaignPage.missingIdeaId;
    return json({ error, code: "INVALID_ARGUMENT" }, 400);
  }
  const create = () => ctx.runMutation(api.campaigns.mutations.createFromIdea, { ideaId });
  try {
    try {
      return json({ ideaPage: { id: (await create()).campaignPageId } });
    } catch (error) {
      // The spec's flow stores the collage it loaded before creating the page.
      const thumbnails = thumbnailsOf(body);
      const needsThumbnails =
        readAppError(error)?.message === validationMessages.campaignPage.needsThumbnails;
      if (!needsThumbnails || thumbnails.length === 0) throw error;
      await ctx.runMutation(api.visuals.mutations.storeThumbnails, { ideaId, thumbnails });
      return json({ ideaPage: { id: (await create()).campaignPageId } });
    }
  } catch (error) {
    return errorResponse(error, CREATE_FAILED);
  }
});

export function registerCampaignsRoutes(http: HttpRouter) {
  http.route({ path: "/api/ad-lobs/with-idea-page", method: "POST", handler: withIdeaPage });
}

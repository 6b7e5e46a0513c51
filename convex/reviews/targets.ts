import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { briefAccessOrThrow, rootOf, type BriefAccessRole } from "../briefs/access";
import { ideaAccessOrThrow } from "../ideas/model";
import { pageAccessOrThrow } from "../campaigns/model";
import { deckAccessOrThrow } from "../decks/model";
import { briefPath } from "../comments/targets";
import { ROUTES } from "../../shared/startupConstants";
import type { ReviewTargetType } from "../../shared/review";

/**
 * What carries a review state (an idea, a campaign page, a deck), resolved for a signed-in caller
 * through its domain's loader (the brief's one door): its brief family (never the caller's
 * word), the caller's role, a title and the app address. NOT_FOUND for strangers and bad ids.
 */
export type ReviewTarget = {
  targetType: ReviewTargetType;
  targetId: string;
  briefId: Id<"briefs">;
  role: BriefAccessRole;
  title: string;
  path: string;
};

type Db = Pick<QueryCtx, "db">;

async function roleFor(ctx: Db, briefId: Id<"briefs">, user: Doc<"users">) {
  const { brief, role } = await briefAccessOrThrow(ctx, briefId, user, "read");
  return { briefId: rootOf(brief), role };
}

export async function reviewTargetOrThrow(
  ctx: Db,
  user: Doc<"users">,
  targetType: ReviewTargetType,
  targetId: string,
): Promise<ReviewTarget> {
  switch (targetType) {
    case "idea": {
      const idea = await ideaAccessOrThrow(ctx, targetId, user, "read");
      return {
        targetType,
        targetId: idea._id,
        ...(await roleFor(ctx, idea.briefId, user)),
        title: idea.campaignName || idea.title,
        path: briefPath(idea.briefId),
      };
    }
    case "campaignPage": {
      const { page } = await pageAccessOrThrow(ctx, targetId, user, "read");
      return {
        targetType,
        targetId: page._id,
        ...(await roleFor(ctx, page.briefId, user)),
        title: page.title,
        path: ROUTES.ideaPage(page._id),
      };
    }
    case "deck": {
      const { deck } = await deckAccessOrThrow(ctx, targetId, user, "read");
      return {
        targetType,
        targetId: deck._id,
        ...(await roleFor(ctx, deck.briefId, user)),
        title: deck.title,
        path: ROUTES.deck(deck._id),
      };
    }
  }
}

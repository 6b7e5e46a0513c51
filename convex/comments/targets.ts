import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { briefAccessOrThrow, rootOf, type BriefAccessRole } from "../briefs/access";
import { ideaAccessOrThrow } from "../ideas/model";
import { lobAccessOrThrow } from "../campaigns/model";
import { slideAccessOrThrow } from "../decks/model";
import { HOME_QUERY_PARAMS, ROUTES } from "../../shared/startupConstants";
import { THREAD_PARAM, threadParamValue, type CommentTargetType } from "../../shared/review";

/**
 * What a comment hangs on, resolved for a signed-in caller through the brief's one door
 * (briefs/access.ts, via each domain's loader): the brief family it belongs to (never the
 * caller's word), the caller's role there, a title for notifications and the app address of the
 * thread. Strangers, ex-members, missing and malformed ids all get that loader's NOT_FOUND.
 */
export type CommentTarget = {
  targetType: CommentTargetType;
  /** Canonical: a brief's thread is keyed by its family's root, so it survives Update Brief. */
  targetId: string;
  briefId: Id<"briefs">;
  role: BriefAccessRole;
  title: string;
  /** What the thread is about, as the side panel's header names it ("Slide 3 · The problem"). */
  subject: string;
  path: string;
};

type Db = Pick<QueryCtx, "db">;

function withThread(base: string, type: CommentTargetType, id: string): string {
  const joiner = base.includes("?") ? "&" : "?";
  return `${base}${joiner}${THREAD_PARAM}=${encodeURIComponent(threadParamValue(type, id))}`;
}

export function briefPath(briefId: string): string {
  return `${ROUTES.home}?${HOME_QUERY_PARAMS.briefId}=${encodeURIComponent(briefId)}`;
}

async function roleFor(ctx: Db, briefId: Id<"briefs">, user: Doc<"users">) {
  return await briefAccessOrThrow(ctx, briefId, user, "read");
}

/** Items a page or deck numbers before this one (orders only sort; gaps are possible). */
const POSITION_SCAN = 200;

/** "Slide 3": the slide's place in its deck, as the deck page counts. */
async function slideLabel(ctx: Db, slide: Doc<"slides">): Promise<string> {
  const before = await ctx.db
    .query("slides")
    .withIndex("by_presentation_and_order", (q) =>
      q.eq("presentationId", slide.presentationId).lt("order", slide.order),
    )
    .take(POSITION_SCAN);
  return `Slide ${before.length + 1}`;
}

/** "Ad 2": an ad without a headline yet, by its place on the page. */
async function adLabel(ctx: Db, lob: Doc<"adLobs">): Promise<string> {
  const before = await ctx.db
    .query("adLobs")
    .withIndex("by_page_and_order", (q) =>
      q.eq("campaignPageId", lob.campaignPageId).lt("order", lob.order),
    )
    .take(POSITION_SCAN);
  return `Ad ${before.length + 1}`;
}

export async function commentTargetOrThrow(
  ctx: Db,
  user: Doc<"users">,
  targetType: CommentTargetType,
  targetId: string,
): Promise<CommentTarget> {
  switch (targetType) {
    case "brief": {
      const { brief, role } = await briefAccessOrThrow(ctx, targetId, user, "read");
      const root = rootOf(brief);
      return {
        targetType,
        targetId: root,
        briefId: root,
        role,
        title: brief.title,
        subject: brief.title,
        path: withThread(briefPath(brief._id), targetType, root),
      };
    }
    case "idea": {
      const idea = await ideaAccessOrThrow(ctx, targetId, user, "read");
      const { brief, role } = await roleFor(ctx, idea.briefId, user);
      return {
        targetType,
        targetId: idea._id,
        briefId: rootOf(brief),
        role,
        title: idea.campaignName || idea.title,
        subject: idea.campaignName || idea.title,
        path: withThread(briefPath(idea.briefId), targetType, idea._id),
      };
    }
    case "adLob": {
      const { lob, page } = await lobAccessOrThrow(ctx, targetId, user, "read");
      const { brief, role } = await roleFor(ctx, lob.briefId, user);
      return {
        targetType,
        targetId: lob._id,
        briefId: rootOf(brief),
        role,
        title: lob.headline || page.title,
        subject: lob.headline || `${await adLabel(ctx, lob)} · ${page.title}`,
        path: withThread(ROUTES.ideaPage(page._id), targetType, lob._id),
      };
    }
    case "slide": {
      const { slide, deck } = await slideAccessOrThrow(ctx, targetId, user, "read");
      const { brief, role } = await roleFor(ctx, slide.briefId, user);
      return {
        targetType,
        targetId: slide._id,
        briefId: rootOf(brief),
        role,
        title: slide.title || deck.title,
        subject: `${await slideLabel(ctx, slide)} · ${slide.title || deck.title}`,
        path: withThread(ROUTES.deck(deck._id), targetType, slide._id),
      };
    }
  }
}

/** The idea thread a share link's visitors comment on (see ./publicLink.ts), without a caller. */
export async function ideaTargetForLink(ctx: Db, link: Doc<"shareLinks">) {
  const idea = await ctx.db.get("ideas", link.ideaId);
  const brief = await ctx.db.get("briefs", link.briefId);
  if (idea === null || brief === null) return null;
  return {
    targetType: "idea" as const,
    targetId: idea._id as string,
    briefId: rootOf(brief),
    title: idea.campaignName || idea.title,
    path: withThread(briefPath(idea.briefId), "idea", idea._id),
  };
}

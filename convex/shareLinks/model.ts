import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { siteUrl } from "../lib/env";
import { briefAccessOrThrow, roleOn } from "../briefs/access";
import { ideaAccessOrThrow, ideaWords } from "../ideas/model";
import type { BriefAccess } from "../briefs/access";
import { AD_FORMATS } from "../../shared/constants";
import { isOwnMediaPath, SHARE_ID_PATTERN } from "../../shared/sharePreview";
import { removeShareCard } from "./cardFiles";
import type { PublicShare, ShareLinkDto, ShareResult } from "./validators";

/**
 * Public share links (issue 16): who may make and end them, and what a link shows. Making and
 * ending go through the brief's one door (briefs/access.ts); reading a link needs no account,
 * so `publicShare` answers only the shared fields and null for anything it will not show.
 */

type Db = Pick<QueryCtx, "db">;

export const SHARE_LINK_NOT_FOUND = "Share link not found.";
export const VIEWER_CANNOT_SHARE =
  "Viewers can't share this idea publicly. Ask the owner or an editor.";
const CAMPAIGN_PAGE_NOT_FOUND = "Campaign page not found.";

/** A page holds a handful of ads; a public page shows at most this many. */
export const SHARED_LOBS_MAX = 50;

/** 16 random bytes (128 bits), base64url: unguessable, and not the idea's id. */
export function newShareId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function shareUrlFor(shareId: string): string {
  return `${siteUrl()}/shared/${shareId}`;
}

type Target = { idea: Doc<"ideas">; page: Doc<"campaignPages"> | null };

/**
 * The idea (and its campaign page, when one is named) if `user` may reach it in `mode`. A page
 * of another idea answers NOT_FOUND, like a missing one.
 */
export async function targetOrThrow(
  ctx: Db,
  user: Doc<"users">,
  args: { ideaId: string; campaignPageId?: string },
  mode: BriefAccess,
  forbidden?: string,
): Promise<Target> {
  const idea = await ideaAccessOrThrow(ctx, args.ideaId, user, mode, forbidden);
  if (args.campaignPageId === undefined) return { idea, page: null };
  const pageId = ctx.db.normalizeId("campaignPages", args.campaignPageId);
  const page = pageId === null ? null : await ctx.db.get("campaignPages", pageId);
  if (page === null || page.ideaId !== idea._id) {
    throw appError("NOT_FOUND", CAMPAIGN_PAGE_NOT_FOUND);
  }
  return { idea, page };
}

/** The target's live link: one public URL per idea, and one per campaign page. */
export async function liveLink(ctx: Db, target: Target): Promise<Doc<"shareLinks"> | null> {
  return await ctx.db
    .query("shareLinks")
    .withIndex("by_target", (q) =>
      q
        .eq("ideaId", target.idea._id)
        .eq("campaignPageId", target.page?._id)
        .eq("disabledAt", undefined),
    )
    .first();
}

/** The live link, reused, or a new one. */
export async function shareTarget(
  ctx: MutationCtx,
  user: Doc<"users">,
  target: Target,
): Promise<ShareResult> {
  const existing = await liveLink(ctx, target);
  if (existing !== null) {
    return { shareId: existing.shareId, shareUrl: shareUrlFor(existing.shareId) };
  }
  const shareId = newShareId();
  await ctx.db.insert("shareLinks", {
    shareId,
    ideaId: target.idea._id,
    ...(target.page === null ? {} : { campaignPageId: target.page._id }),
    briefId: target.idea.briefId,
    createdBy: user._id,
    createdAt: Date.now(),
  });
  return { shareId, shareUrl: shareUrlFor(shareId) };
}

export async function linkByShareId(ctx: Db, shareId: string): Promise<Doc<"shareLinks"> | null> {
  const trimmed = shareId.trim();
  if (!SHARE_ID_PATTERN.test(trimmed)) return null;
  return await ctx.db
    .query("shareLinks")
    .withIndex("by_shareId", (q) => q.eq("shareId", trimmed))
    .first();
}

async function mayDisable(
  ctx: Db,
  link: Doc<"shareLinks">,
  brief: Doc<"briefs">,
  userId: Id<"users">,
): Promise<boolean> {
  if (brief.ownerId === userId) return true;
  // The creator may end their own link while they are still on the brief.
  return link.createdBy === userId && (await roleOn(ctx, brief, userId)) !== null;
}

export function toShareLinkDto(link: Doc<"shareLinks">, canDisable: boolean): ShareLinkDto {
  return {
    shareId: link.shareId,
    shareUrl: shareUrlFor(link.shareId),
    createdAt: link.createdAt,
    canDisable,
  };
}

export async function linkForTarget(
  ctx: Db,
  user: Doc<"users">,
  target: Target,
): Promise<ShareLinkDto | null> {
  const link = await liveLink(ctx, target);
  if (link === null) return null;
  const brief = await ctx.db.get("briefs", link.briefId);
  return toShareLinkDto(link, brief !== null && (await mayDisable(ctx, link, brief, user._id)));
}

/**
 * Turns a link off for good. Members who may read the brief but did not make the link (and are
 * not its owner) get FORBIDDEN; anyone else NOT_FOUND, like an unknown id. Turning off a link
 * that is already off changes nothing.
 */
export async function disableLink(
  ctx: MutationCtx,
  user: Doc<"users">,
  shareId: string,
  forbidden: string,
): Promise<void> {
  const link = await linkByShareId(ctx, shareId);
  if (link === null) throw appError("NOT_FOUND", SHARE_LINK_NOT_FOUND);
  const { brief } = await briefAccessOrThrow(ctx, link.briefId, user, "read").catch(() => {
    throw appError("NOT_FOUND", SHARE_LINK_NOT_FOUND);
  });
  if (!(await mayDisable(ctx, link, brief, user._id))) throw appError("FORBIDDEN", forbidden);
  if (link.disabledAt === undefined) {
    await ctx.db.patch("shareLinks", link._id, { disabledAt: Date.now() });
    await removeShareCard(ctx, link.shareId);
  }
}

const ownMedia = (urls: readonly string[] | undefined) => (urls ?? []).filter(isOwnMediaPath);

async function sharedCampaign(
  ctx: Db,
  page: Doc<"campaignPages">,
): Promise<NonNullable<PublicShare["campaign"]>> {
  const lobs = await ctx.db
    .query("adLobs")
    .withIndex("by_page_and_order", (q) => q.eq("campaignPageId", page._id))
    .take(SHARED_LOBS_MAX);
  return {
    title: page.title,
    headline: page.headline,
    description: page.description,
    heroUrl: isOwnMediaPath(page.heroUrl) ? page.heroUrl : null,
    lobs: lobs
      .filter((lob) => lob.status === "ready")
      .map((lob) => ({
        id: lob._id,
        aspectRatio: lob.aspectRatio,
        formatLabel: AD_FORMATS[lob.aspectRatio],
        headline: lob.headline,
        body: lob.body,
        imageUrl: lob.imageUrl !== undefined && isOwnMediaPath(lob.imageUrl) ? lob.imageUrl : null,
      })),
  };
}

/** What a link shows anyone, or null for an unknown, malformed or disabled link or a gone target. */
export async function publicShare(ctx: Db, shareId: string): Promise<PublicShare | null> {
  const link = await linkByShareId(ctx, shareId);
  if (link === null || link.disabledAt !== undefined) return null;
  const idea = await ctx.db.get("ideas", link.ideaId);
  const brief = await ctx.db.get("briefs", link.briefId);
  if (idea === null || brief === null) return null;
  let campaign: PublicShare["campaign"] = null;
  if (link.campaignPageId !== undefined) {
    const page = await ctx.db.get("campaignPages", link.campaignPageId);
    if (page === null || page.ideaId !== idea._id) return null;
    campaign = await sharedCampaign(ctx, page);
  }
  return {
    kind: campaign === null ? "idea" : "campaign",
    shareId: link.shareId,
    brand: brief.brand,
    legend: { name: idea.legendName, slug: idea.legendSlug },
    idea: {
      ...ideaWords(idea),
      thumbnails: ownMedia(idea.thumbnails),
    },
    campaign,
  };
}

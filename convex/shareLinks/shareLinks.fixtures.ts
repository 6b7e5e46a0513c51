/**
 * Shared by the convex/shareLinks tests (two dots in the name: never deployed): an owner's brief
 * with one idea (its collage stored), an editor, a viewer and a stranger, and a campaign page
 * with ad lobs in every state.
 */
import { vi } from "vitest";
import type { Doc, Id } from "../_generated/dataModel";
import { createUser, type TestApp } from "../test.setup";
import { insertIdeasFor, legendId, seed } from "../ideas/ideas.fixtures";
import { ownerWithBrief } from "../sharing/sharing.fixtures";

export const SITE = "http://localhost:5173";

export function stubShareEnv() {
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("MAIL_OUTBOX", "local");
}

/** An /api/media path as the server stores them (32-character key). */
export const media = (n: number) => `/api/media/${String(n).padStart(32, "k")}`;

export type ShareWorld = {
  briefId: Id<"briefs">;
  ideaId: Id<"ideas">;
  owner: Id<"users">;
  editor: Id<"users">;
  viewer: Id<"users">;
  stranger: Id<"users">;
};

export async function shareWorld(t: TestApp): Promise<ShareWorld> {
  await seed(t);
  const { ownerId: owner, briefId } = await ownerWithBrief(t);
  const [editor, viewer, stranger] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  const ogilvy = await legendId(t, "david-ogilvy");
  const [ideaId] = await insertIdeasFor(t, { userId: owner, briefId, legendId: ogilvy, count: 2 });
  await t.run(async (ctx) => {
    await ctx.db.patch("ideas", ideaId, {
      thumbnails: [media(1), "https://evil.example/x.png", media(2)],
      generationMetadata: undefined,
    });
    for (const [userId, role] of [
      [editor, "editor"],
      [viewer, "viewer"],
    ] as const) {
      await ctx.db.insert("briefMembers", {
        briefId,
        userId,
        role,
        addedAt: Date.now(),
        invitedBy: owner,
      });
    }
  });
  return { briefId, ideaId, owner, editor, viewer, stranger };
}

type LobSeed = Pick<Doc<"adLobs">, "order" | "status" | "aspectRatio" | "headline"> & {
  imageUrl?: string;
};

/** A campaign page for `ideaId` with `lobs` (inserted in the order given). */
export async function campaignPage(
  t: TestApp,
  world: Pick<ShareWorld, "briefId" | "owner">,
  ideaId: Id<"ideas">,
  lobs: LobSeed[],
): Promise<Id<"campaignPages">> {
  return await t.run(async (ctx) => {
    const now = Date.now();
    const pageId = await ctx.db.insert("campaignPages", {
      ideaId,
      briefId: world.briefId,
      ownerId: world.owner,
      createdBy: world.owner,
      title: "The Morning Record",
      headline: "Roasted this week.",
      description: "A page of checkable claims.",
      heroUrl: media(9),
      heroKey: "k",
      createdAt: now,
      updatedAt: now,
    });
    for (const lob of lobs) {
      await ctx.db.insert("adLobs", {
        campaignPageId: pageId,
        ideaId,
        briefId: world.briefId,
        body: `${lob.headline} body`,
        visualPrompt: "A cup",
        createdBy: world.owner,
        createdAt: now,
        updatedAt: now,
        ...lob,
      });
    }
    return pageId;
  });
}

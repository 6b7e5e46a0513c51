/**
 * The world of the access table (convex/sharing/access.table.test.ts): one seeded brief with an
 * idea, jobs, a visual, a campaign page and a sell deck, its owner and a member of each kind, and
 * the list of every public function Convex deploys. Two dots in the name: never deployed.
 */
import type { Id } from "../_generated/dataModel";
import { createUser, asUser, modules, type TestApp } from "../test.setup";
import { api } from "../_generated/api";
import { BRIEF } from "../briefs/briefs.fixtures";
import { insertIdeasFor, legendId, seed } from "../ideas/ideas.fixtures";
import { defaultTextSettings } from "../lib/ai/llm";
import { newMediaKey } from "../media/model";
import { sampleInputs } from "../generation/jobShapes.fixtures";

/** The eight bytes of a PNG signature: enough for a media row's file, never decoded here. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const ACTORS = ["anonymous", "stranger", "removed", "viewer", "editor", "owner"] as const;
export type Actor = (typeof ACTORS)[number];

export type World = {
  briefId: Id<"briefs">;
  ideaId: Id<"ideas">;
  jobId: Id<"generationJobs">;
  visualId: Id<"visuals">;
  /** The idea's campaign page, with a ready ad and a failed one. */
  campaignPageId: Id<"campaignPages">;
  adLobId: Id<"adLobs">;
  failedAdLobId: Id<"adLobs">;
  /** The idea's channel kit (done, LinkedIn). */
  kitId: Id<"channelKits">;
  /** The idea's sell deck (ready, two slides) and a failed one. */
  presentationId: Id<"presentations">;
  slideIds: Id<"slides">[];
  failedPresentationId: Id<"presentations">;
  /** The owner's public link to the idea. */
  shareId: string;
  /** The owner's comment on the idea, and the owner's notification of a mention (issue 41). */
  commentId: Id<"comments">;
  notificationId: Id<"notifications">;
  legendId: Id<"creativeLegends">;
  /** A member no actor is: what changeRole and removeMember act on. */
  targetId: Id<"users">;
  /** A pending invitation to the brief, for an address no actor has (withdrawInvite's). */
  inviteId: Id<"invites">;
  users: Record<Exclude<Actor, "anonymous">, Id<"users">>;
};

type Registered = {
  isPublic?: boolean;
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  exportArgs?: () => string;
};

export type FunctionKind = "query" | "mutation" | "action";

/** A public function as Convex registers it: its name, kind and args validator (as JSON). */
export type PublicFunction = { name: string; kind: FunctionKind; args: unknown };

/** Every public function in the modules Convex deploys, sorted by "dir/module:export". */
export async function publicFunctionSpecs(): Promise<PublicFunction[]> {
  const specs: PublicFunction[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const file = path.split("/").pop() ?? "";
    // _generated is not user code; two-dot files (tests, fixtures) are never deployed.
    if (path.includes("/_generated/") || file.split(".").length > 2) continue;
    const exports = (await load()) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      const fn = value as Registered | null;
      if (fn?.isPublic !== true) continue;
      const kind: FunctionKind = fn.isQuery ? "query" : fn.isMutation ? "mutation" : "action";
      specs.push({
        name: `${path.replace(/^\.\//, "").replace(/\.[jt]s$/, "")}:${exportName}`,
        kind,
        args: JSON.parse(fn.exportArgs?.() ?? "null") as unknown,
      });
    }
  }
  return specs.sort((a, b) => a.name.localeCompare(b.name));
}

/** "dir/module:export" of every public function in the modules Convex deploys. */
export async function publicFunctions(): Promise<string[]> {
  return (await publicFunctionSpecs()).map((fn) => fn.name);
}

const SHARE_ID = "AccessTableShareLink_01";

export async function seedWorld(t: TestApp): Promise<World> {
  await seed(t);
  const user = () => createUser(t, { subscriptionTier: "business", legendCredits: 50 });
  const [owner, editor, viewer, removed, stranger, targetId] = await Promise.all([
    user(),
    user(),
    user(),
    user(),
    user(),
    user(),
  ]);
  const { briefId } = await asUser(t, owner).mutation(api.briefs.mutations.save, BRIEF);
  const ogilvy = await legendId(t, "david-ogilvy");
  const [ideaId] = await insertIdeasFor(t, { userId: owner, briefId, legendId: ogilvy, count: 1 });
  const ids = await t.run(async (ctx) => {
    const member = (userId: Id<"users">, role: "viewer" | "editor", removedAt?: number) =>
      ctx.db.insert("briefMembers", {
        briefId,
        userId,
        role,
        addedAt: Date.now(),
        invitedBy: owner,
        ...(removedAt === undefined ? {} : { removedAt }),
      });
    await member(editor, "editor");
    await member(viewer, "viewer");
    await member(targetId, "viewer");
    await member(removed, "editor", Date.now());
    const jobId = await ctx.db.insert("generationJobs", {
      ownerId: owner,
      kind: "ideas",
      status: "failed",
      cost: 0,
      settings: defaultTextSettings(),
      input: sampleInputs.ideas({ briefId, legendId: ogilvy }),
      errorCode: "INTERNAL",
      errorMessage: "The AI service is unavailable right now. Please try again.",
    });
    await ctx.db.insert("ideaRuns", {
      briefId,
      ownerId: owner,
      legendId: ogilvy,
      jobId,
      batchAt: Date.now(),
      position: 0,
    });
    const visualId = await ctx.db.insert("visuals", {
      ideaId: ideaId,
      ownerId: owner,
      jobId,
      urls: [],
      keys: [],
      prompt: "A bicycle courier",
      usedPrompt: "A bicycle courier",
      teamLegend: null,
      aspectRatio: "1:1",
      magicPrompt: false,
      includeText: false,
      provider: "offline-studio",
      model: "offline-studio",
      createdAt: Date.now(),
    });
    const now = Date.now();
    // The page's hero is a stored PNG: a channel kit is cut only from what the renderer decodes.
    const heroKey = newMediaKey();
    await ctx.db.insert("media", {
      key: heroKey,
      storageId: await ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" })),
      contentType: "image/png",
      width: 1,
      height: 1,
      provider: "offline-studio",
    });
    const campaignPageId = await ctx.db.insert("campaignPages", {
      ideaId,
      briefId,
      ownerId: owner,
      createdBy: owner,
      title: "The Morning Record",
      headline: "Roasted this week.",
      description: "Proof, not promises.",
      heroKey,
      heroUrl: `/api/media/${heroKey}`,
      createdAt: now,
      updatedAt: now,
    });
    const lob = (order: number, status: "ready" | "failed") =>
      ctx.db.insert("adLobs", {
        campaignPageId,
        ideaId,
        briefId,
        order,
        aspectRatio: "1:1",
        headline: `Ad ${order + 1}.`,
        body: "Proof, not promises.",
        visualPrompt: "A bicycle courier",
        ...(status === "ready" ? { imageUrl: "/api/media/one.png" } : {}),
        status,
        createdBy: owner,
        createdAt: now,
        updatedAt: now,
      });
    const adLobId = await lob(0, "ready");
    const failedAdLobId = await lob(1, "failed");
    await ctx.db.patch("ideas", ideaId, { landingPageId: campaignPageId });
    const kitId = await ctx.db.insert("channelKits", {
      ideaId,
      campaignPageId,
      briefId,
      channels: ["linkedin"],
      status: "done",
      createdBy: owner,
      cost: 1,
      createdAt: now,
      updatedAt: now,
    });
    const deckJob = (status: "succeeded" | "failed") =>
      ctx.db.insert("generationJobs", {
        ownerId: owner,
        kind: "sellDeck",
        status,
        cost: 2,
        settings: defaultTextSettings(),
        input: sampleInputs.sellDeck({ ideaId }),
      });
    const deck = async (status: "ready" | "failed") =>
      await ctx.db.insert("presentations", {
        ideaId,
        briefId,
        createdBy: owner,
        title: "Selling the Morning Record",
        status,
        jobId: await deckJob(status === "ready" ? "succeeded" : "failed"),
        isFavorite: false,
        createdAt: now,
        updatedAt: now,
      });
    const presentationId = await deck("ready");
    const failedPresentationId = await deck("failed");
    const slideIds = [];
    for (const [order, stage] of (["problem", "insight"] as const).entries()) {
      slideIds.push(
        await ctx.db.insert("slides", {
          presentationId,
          ideaId,
          briefId,
          order,
          stage,
          title: `Slide ${order + 1}.`,
          content: "Proof, not promises.",
          speakerNotes: "Say it plainly.",
          visualPrompt: "A bicycle courier",
          isFavorite: false,
          createdAt: now,
          updatedAt: now,
        }),
      );
    }
    const inviteId = await ctx.db.insert("invites", {
      email: "pending.colleague@example.com",
      briefId,
      role: "viewer",
      tokenHash: "access-table-pending-invite",
      invitedBy: owner,
      createdAt: now,
      expiresAt: now + 7 * 24 * 60 * 60 * 1000,
    });
    await ctx.db.insert("shareLinks", {
      shareId: SHARE_ID,
      ideaId,
      briefId,
      createdBy: owner,
      createdAt: Date.now(),
    });
    const commentId = await ctx.db.insert("comments", {
      targetType: "idea",
      targetId: ideaId,
      briefId,
      authorId: owner,
      body: "Love the line.",
      mentions: [],
      resolved: false,
      createdAt: now,
    });
    await ctx.db.insert("commentCounts", {
      briefId,
      targetType: "idea",
      targetId: ideaId,
      count: 1,
      openThreads: 1,
    });
    const notificationId = await ctx.db.insert("notifications", {
      userId: owner,
      kind: "mention",
      actorName: "A colleague",
      briefId,
      targetType: "idea",
      targetId: ideaId,
      commentId,
      title: "The Morning Record",
      excerpt: "Love the line.",
      path: `/?briefId=${briefId}`,
      createdAt: now,
    });
    // The owner's API key (issue 43): the sweep copies it for a missing key id.
    await ctx.db.insert("apiKeys", {
      ownerId: owner,
      name: "Claude Desktop",
      hash: "0".repeat(64),
      prefix: "lgd_abcd",
      createdAt: now,
    });
    return {
      commentId,
      notificationId,
      jobId,
      visualId,
      campaignPageId,
      adLobId,
      failedAdLobId,
      kitId,
      presentationId,
      slideIds,
      failedPresentationId,
      shareId: SHARE_ID,
      inviteId,
    };
  });
  return {
    briefId,
    ideaId: ideaId,
    legendId: ogilvy,
    targetId,
    ...ids,
    users: { owner, editor, viewer, removed, stranger },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { member, offlineStudio } from "../campaigns/campaigns.fixtures";
import { ledgerOfJob, sweepAfter } from "../generation/supervisor.fixtures";
import { CHANNELS, charCount, type ChannelId } from "../../shared/channels";
import { assetViolations } from "../../shared/channelCopy";
import { messages, readAppError } from "../../shared/errors";
import { finish, kitOf, kitPage, pngAt, PNG_SIGNATURE } from "./channelKits.fixtures";

/** Channel kits (issue 42): roles, credits spent once and refunded once, live assets, exact PNGs. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function create(t: TestApp, userId: Id<"users">, ideaId: string, channels: string[]) {
  return await asUser(t, userId).mutation(api.channelKits.mutations.create, { ideaId, channels });
}

async function jobOfKit(t: TestApp, kitId: Id<"channelKits">) {
  const kit = await t.run(async (ctx) => await ctx.db.get("channelKits", kitId));
  if (!kit?.jobId) throw new Error("the kit has no job");
  return kit.jobId;
}

describe("create and the job", () => {
  it("spends a credit per channel, shows every asset waiting, then writes and draws each exactly", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const channels: ChannelId[] = ["meta_feed", "stories", "google_display", "google_search"];
    const { kitId, cost } = await create(t, userId, ideaId, channels);
    expect(cost).toBe(4);
    expect(await balance(t, userId)).toBe(6);
    const queued = await kitOf(t, userId, kitId);
    expect(queued.status).toBe("queued");
    expect(queued.step).toBe("Waiting for the studio…");
    expect(queued.assets.map((a) => `${a.channel}/${a.placement}/${a.status}`)).toEqual([
      "meta_feed/square/waiting",
      "meta_feed/portrait/waiting",
      "stories/story/waiting",
      ...CHANNELS.google_display.placements.map((p) => `google_display/${p.id}/waiting`),
      "google_search/responsive_search_ad/waiting",
    ]);

    await finish(t);
    const done = await kitOf(t, userId, kitId);
    expect(done).toMatchObject({ status: "done", step: null, errorMessage: null });
    const brand = (await t.run(async (ctx) => await ctx.db.query("briefs").first()))?.brand ?? "";
    for (const asset of done.assets) {
      expect(asset.status).toBe("ready");
      expect(asset.checks).toEqual([]);
      expect(asset.copy).not.toBeNull();
      expect(
        assetViolations({ ...asset, copy: asset.copy ?? {} }, brand).map((v) => v.message),
      ).toEqual([]);
      if (asset.channel === "google_search") {
        expect(asset.imageUrl).toBeNull();
        expect(asset.copy?.headlines).toHaveLength(15);
        expect(asset.copy?.descriptions).toHaveLength(4);
        continue;
      }
      expect(asset.imageUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{32}$/);
      const png = await pngAt(t, asset.imageUrl!);
      expect(png.signature).toEqual(PNG_SIGNATURE);
      expect(png.size).toEqual({ width: asset.width, height: asset.height });
    }
    const story = done.assets.find((a) => a.channel === "stories")!;
    expect(charCount(story.copy?.primaryText ?? "")).toBeLessThanOrEqual(125);
    // The story's words were set clear of the platform's top 14 % and bottom 20 %.
    const drawn = await t.run(async (ctx) => await ctx.db.get("channelKitAssets", story.id));
    expect(drawn?.textBoxes?.length).toBeGreaterThan(0);
    for (const box of drawn?.textBoxes ?? []) {
      expect(box.y).toBeGreaterThanOrEqual(1920 * 0.14);
      expect(box.y + box.height).toBeLessThanOrEqual(1920 * 0.8);
    }
    expect(await balance(t, userId)).toBe(6);
    const jobId = await jobOfKit(t, kitId);
    expect(await ledgerOfJob(t, jobId)).toEqual([{ reason: "spend", delta: -4 }]);
    const list = await asUser(t, userId).query(api.channelKits.queries.forIdea, { ideaId });
    expect(list).toEqual([
      expect.objectContaining({ id: kitId, channels, status: "done", cost: 4 }),
    ]);
  });

  it("lets owners and editors make kits, tells a viewer why not, and hides them from others", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, briefId } = await kitPage(t);
    const editor = await member(t, briefId, userId, "editor");
    const viewer = await member(t, briefId, userId, "viewer");
    const stranger = await createUser(t, { legendCredits: 10 });
    const { kitId } = await create(t, editor, ideaId, ["linkedin"]);
    expect(await balance(t, editor)).toBe(9);
    expect(await balance(t, userId)).toBe(10);

    const refused = await create(t, viewer, ideaId, ["linkedin"]).catch((e: unknown) => e);
    expect(readAppError(refused)).toMatchObject({
      code: "FORBIDDEN",
      message: messages.channelKit.viewerCannotCreate,
    });
    await expectAppError(create(t, stranger, ideaId, ["linkedin"]), "NOT_FOUND");
    await expectAppError(create(t, stranger, "not-an-id", ["linkedin"]), "NOT_FOUND");
    await expectAppError(
      t.mutation(api.channelKits.mutations.create, { ideaId, channels: ["x"] }),
      "UNAUTHENTICATED",
    );
    // Reading: every member; nobody else, whatever the id looks like.
    expect((await kitOf(t, viewer, kitId)).canEdit).toBe(false);
    expect((await kitOf(t, userId, kitId)).canEdit).toBe(true);
    for (const id of [kitId, "", "nonsense", ideaId]) {
      await expectAppError(kitOf(t, stranger, id), "NOT_FOUND");
    }
    await expectAppError(t.query(api.channelKits.queries.byId, { kitId }), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, stranger).query(api.channelKits.queries.forIdea, { ideaId }),
      "NOT_FOUND",
    );
    expect(await balance(t, viewer)).toBe(10);
    expect(await balance(t, stranger)).toBe(10);
    await finish(t);
  });

  it("refuses unknown channels, none, or too few credits, writing nothing", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t, { legendCredits: 2 });
    for (const channels of [[], ["meta_feed", "myspace"], ["<script>"]]) {
      await expectAppError(create(t, userId, ideaId, channels), "INVALID_ARGUMENT");
    }
    await expectAppError(create(t, userId, "  ", ["x"]), "INVALID_ARGUMENT");
    const poor = await create(t, userId, ideaId, ["x", "tiktok", "pinterest"]).catch(
      (e: unknown) => e,
    );
    expect(readAppError(poor)).toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      message:
        "Insufficient credits: a channel kit for 3 channels needs 3 Legend Credits and you have 2.",
    });
    const counts = await t.run(async (ctx) => ({
      kits: (await ctx.db.query("channelKits").take(5)).length,
      assets: (await ctx.db.query("channelKitAssets").take(5)).length,
    }));
    expect(counts).toEqual({ kits: 0, assets: 0 });
    expect(await balance(t, userId)).toBe(2);
    // A channel named twice is one channel, paid once.
    expect((await create(t, userId, ideaId, ["x", " x "])).cost).toBe(1);
    await finish(t);
  });
});

describe("failures refund once", () => {
  it("fails the kit and refunds once when the visual is gone, and the sweep adds nothing", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, heroKey } = await kitPage(t);
    const { kitId } = await create(t, userId, ideaId, ["meta_feed", "x"]);
    expect(await balance(t, userId)).toBe(8);
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("media")
        .withIndex("by_key", (q) => q.eq("key", heroKey))
        .unique();
      if (row) await ctx.db.delete("media", row._id);
    });
    await finish(t);
    const failed = await kitOf(t, userId, kitId);
    expect(failed.status).toBe("failed");
    expect(failed.errorMessage).toBe("Something went wrong. Please try again.");
    expect(failed.assets.every((asset) => asset.status === "failed")).toBe(true);
    expect(await balance(t, userId)).toBe(10);
    const jobId = await jobOfKit(t, kitId);
    await sweepAfter(t, 60 * 60_000);
    expect(await balance(t, userId)).toBe(10);
    expect(await ledgerOfJob(t, jobId)).toEqual(
      expect.arrayContaining([
        { reason: "spend", delta: -2 },
        { reason: "refund", delta: 2 },
      ]),
    );
    expect(await ledgerOfJob(t, jobId)).toHaveLength(2);
  });

  it("is failed and refunded once by the supervisor when its runner never reports", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const { kitId } = await create(t, userId, ideaId, ["tiktok", "linkedin", "pinterest"]);
    expect(await balance(t, userId)).toBe(7);
    await sweepAfter(t, 6 * 60_000);
    const failed = await kitOf(t, userId, kitId);
    expect(failed.status).toBe("failed");
    expect(failed.errorMessage).toMatch(/took too long.*Legend Credits were returned/);
    expect(await balance(t, userId)).toBe(10);
    await sweepAfter(t, 6 * 60_000);
    // The runner starting late finds its job failed and draws nothing.
    await finish(t);
    expect(await balance(t, userId)).toBe(10);
    expect((await kitOf(t, userId, kitId)).assets.every((a) => a.imageUrl === null)).toBe(true);
    expect(await ledgerOfJob(t, await jobOfKit(t, kitId))).toHaveLength(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { stubIdeogram, table } from "../visuals/visuals.fixtures";
import { readAppError, validationMessages } from "../../shared/errors";
import { member, offlineStudio, pageFixture } from "./campaigns.fixtures";

/** 'Add an ad' and 'Try again': the live lob, credits spent and refunded, the studio's copy. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

async function lobs(t: TestApp, userId: Id<"users">, campaignPageId: Id<"campaignPages">) {
  return (await asUser(t, userId).query(api.campaigns.queries.page, { campaignPageId })).lobs;
}

describe("addAd", () => {
  it("shows a writing ad at the end at once, spends a credit, then writes and draws it", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, campaignPageId } = await pageFixture(t);
    const owner = asUser(t, userId);
    const { adLobId, jobId } = await owner.mutation(api.campaigns.mutations.addAd, {
      campaignPageId,
      aspectRatio: "9:16",
    });
    expect(await balance(t, userId)).toBe(9);
    const writing = await lobs(t, userId, campaignPageId);
    expect(writing).toHaveLength(4);
    expect(writing[3]).toMatchObject({
      id: adLobId,
      order: 3,
      aspectRatio: "9:16",
      formatLabel: "Story 9:16",
      status: "writing",
      step: "Waiting for the studio…",
      imageUrl: null,
    });

    await finish(t);
    const [done] = (await lobs(t, userId, campaignPageId)).slice(3);
    expect(done).toMatchObject({ status: "ready", step: null, errorMessage: null });
    expect(done.imageUrl).toMatch(/^\/api\/media\//);
    expect(done.headline).not.toBe("");
    expect(done.body).not.toBe("");
    const media = await table(t, "media");
    expect(media.map((row) => [row.width, row.height])).toEqual([[1080, 1920]]);
    const job = (await table(t, "generationJobs")).find((row) => row._id === jobId);
    expect(job).toMatchObject({ kind: "adLob", status: "succeeded", cost: 1 });
    expect(await balance(t, userId)).toBe(9);
  });

  it("writes distinct, finished copy each time, never an existing headline", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, campaignPageId } = await pageFixture(t);
    const owner = asUser(t, userId);
    for (const aspectRatio of ["1:1", "4:5", "9:16", "16:9", "1:1", "4:5"]) {
      await owner.mutation(api.campaigns.mutations.addAd, { campaignPageId, aspectRatio });
      await finish(t);
    }
    const all = await lobs(t, userId, campaignPageId);
    expect(all).toHaveLength(9);
    const keys = all.map((lob) => lob.headline.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(new Set(keys).size).toBe(all.length);
    for (const lob of all) {
      expect(lob.status).toBe("ready");
      expect(lob.headline.trim().length).toBeGreaterThan(2);
      expect(lob.body.trim().length).toBeGreaterThan(2);
      expect(`${lob.headline} ${lob.body}`).not.toMatch(/[{}[\]<>]|undefined|null|NaN|\$\{/);
      expect(lob.headline).toMatch(/[.!?]$/);
    }
  });

  it("fails a flagged image: the ad says why, the credit comes back, Try again spends again", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, campaignPageId } = await pageFixture(t);
    const owner = asUser(t, userId);
    stubIdeogram(() => "flagged");
    const { adLobId } = await owner.mutation(api.campaigns.mutations.addAd, {
      campaignPageId,
      aspectRatio: "1:1",
    });
    await finish(t);
    const [failed] = (await lobs(t, userId, campaignPageId)).slice(3);
    expect(failed).toMatchObject({
      id: adLobId,
      status: "failed",
      imageUrl: null,
      errorMessage: "The content may have been flagged as inappropriate.",
    });
    expect(await balance(t, userId)).toBe(10);
    expect(await table(t, "media")).toHaveLength(0);

    vi.unstubAllGlobals();
    offlineStudio();
    await owner.mutation(api.campaigns.mutations.retryAd, { adLobId });
    expect(await balance(t, userId)).toBe(9);
    await finish(t);
    const [retried] = (await lobs(t, userId, campaignPageId)).slice(3);
    expect(retried).toMatchObject({ id: adLobId, status: "ready", order: 3 });

    const error = await owner
      .mutation(api.campaigns.mutations.retryAd, { adLobId })
      .catch((e: unknown) => e);
    expect(readAppError(error)?.message).toBe(validationMessages.campaignPage.onlyFailedRetry);
  });

  it("needs credits, a known format, and write access", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, campaignPageId, briefId } = await pageFixture(t, { legendCredits: 0 });
    const owner = asUser(t, userId);
    await expectAppError(
      owner.mutation(api.campaigns.mutations.addAd, { campaignPageId, aspectRatio: "1:1" }),
      "INSUFFICIENT_CREDITS",
    );
    await expectAppError(
      owner.mutation(api.campaigns.mutations.addAd, { campaignPageId, aspectRatio: "3:2" }),
      "INVALID_ARGUMENT",
    );
    expect(await lobs(t, userId, campaignPageId)).toHaveLength(3);

    const viewer = await member(t, briefId, userId, "viewer");
    await expectAppError(
      asUser(t, viewer).mutation(api.campaigns.mutations.addAd, {
        campaignPageId,
        aspectRatio: "1:1",
      }),
      "FORBIDDEN",
    );
    const stranger = await createUser(t, { legendCredits: 5 });
    await expectAppError(
      asUser(t, stranger).mutation(api.campaigns.mutations.addAd, {
        campaignPageId,
        aspectRatio: "1:1",
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.mutation(api.campaigns.mutations.addAd, { campaignPageId, aspectRatio: "1:1" }),
      "UNAUTHENTICATED",
    );
    // An editor pays with their own credits; the owner sees the ad live.
    const editor = await member(t, briefId, userId, "editor");
    await asUser(t, editor).mutation(api.campaigns.mutations.addAd, {
      campaignPageId,
      aspectRatio: "4:5",
    });
    expect(await balance(t, editor)).toBe(9);
    expect((await lobs(t, userId, campaignPageId)).map((lob) => lob.status)).toEqual([
      "ready",
      "ready",
      "ready",
      "writing",
    ]);
    await finish(t);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, makeTest } from "../test.setup";
import crons from "../crons";
import { SWEEP_BATCH } from "./sweep";
import { fileExists, ownUpload, PNG_BYTES, uploadRows } from "./uploads.fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

describe("the uploads sweep", () => {
  it("deletes uploads unclaimed for over 24 hours with their files, and keeps younger ones", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const now = Date.now();
    const old = await ownUpload(t, userId, "importImage", "image/png", PNG_BYTES, now - 25 * HOUR);
    const young = await ownUpload(
      t,
      userId,
      "importImage",
      "image/png",
      PNG_BYTES,
      now - 23 * HOUR,
    );
    const result = await t.mutation(internal.uploads.sweep.run, {});
    expect(result).toEqual({ removed: 1, filesDeleted: 1, more: false });
    expect(await fileExists(t, old)).toBe(false);
    expect(await fileExists(t, young)).toBe(true);
    expect((await uploadRows(t)).map((row) => row.storageId)).toEqual([young]);
  });

  it("removes URLs never used once they expire, and keeps live ones", async () => {
    const t = makeTest();
    const me = asUser(t, await createUser(t));
    await me.mutation(api.imports.mutations.generateUploadUrl, {});
    vi.advanceTimersByTime(30 * 60 * 1000);
    await me.mutation(api.imports.mutations.generateUploadUrl, {});
    vi.advanceTimersByTime(31 * 60 * 1000);
    expect(await t.mutation(internal.uploads.sweep.run, {})).toEqual({
      removed: 1,
      filesDeleted: 0,
      more: false,
    });
    expect(await uploadRows(t)).toHaveLength(1);
  });

  it("never deletes a file a media row references, whatever its ticket says", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const held = await ownUpload(t, userId, "brandLogo", "image/png", PNG_BYTES, 0);
    await t.run(async (ctx) => {
      await ctx.db.insert("media", {
        key: "h".repeat(32),
        storageId: held,
        contentType: "image/png",
        ownerId: userId,
        provider: "upload",
      });
    });
    expect(await t.mutation(internal.uploads.sweep.run, {})).toEqual({
      removed: 1,
      filesDeleted: 0,
      more: false,
    });
    expect(await fileExists(t, held)).toBe(true);
    expect((await t.fetch(`/api/media/${"h".repeat(32)}`)).status).toBe(200);
  });

  it("never touches claimed uploads or files stored by anything else", async () => {
    const t = makeTest();
    const userId = await createUser(t, { brandLimit: 3 });
    const claimed = await ownUpload(t, userId, "brandLogo");
    const logo = await asUser(t, userId).mutation(api.brands.mutations.storeLogoUpload, {
      storageId: claimed,
    });
    expect(logo.ok).toBe(true);
    const stray = await t.run(
      async (ctx) => await ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" })),
    );
    vi.advanceTimersByTime(48 * HOUR);
    await t.mutation(internal.uploads.sweep.run, {});
    expect(await fileExists(t, claimed)).toBe(true);
    expect(await fileExists(t, stray)).toBe(true);
  });

  it("works in bounded batches and schedules itself while there is more", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await t.run(async (ctx) => {
      for (let i = 0; i < SWEEP_BATCH + 5; i += 1) {
        await ctx.db.insert("uploads", {
          ownerId: userId,
          purpose: "importImage",
          tokenHash: `hash-${i}`,
          status: "issued",
          expiresAt: Date.now() - 1,
        });
      }
    });
    expect(await t.mutation(internal.uploads.sweep.run, {})).toEqual({
      removed: SWEEP_BATCH,
      filesDeleted: 0,
      more: true,
    });
    expect(await uploadRows(t)).toHaveLength(5);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await uploadRows(t)).toHaveLength(0);
  });

  it("is registered as an hourly cron", () => {
    const jobs = (
      crons as unknown as { crons: Record<string, { name: string; schedule: unknown }> }
    ).crons;
    expect(jobs["sweep lapsed uploads"]).toMatchObject({
      name: "uploads/sweep:run",
      schedule: { type: "interval", hours: 1 },
    });
  });
});

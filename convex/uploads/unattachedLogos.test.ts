import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, makeTest, type TestApp } from "../test.setup";
import crons, { UNATTACHED_LOGOS_CRON } from "../crons";
import { brandUser, PROFILE } from "../brands/brands.fixtures";
import { fileExists, ownUpload } from "./uploads.fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

/** A logo upload kept as `userId`'s logo (brands.storeLogoUpload), not yet on any profile. */
async function keptLogo(t: TestApp, userId: Id<"users">) {
  const storageId = await ownUpload(t, userId, "brandLogo");
  const logo = await asUser(t, userId).mutation(api.brands.mutations.storeLogoUpload, {
    storageId,
  });
  if (!logo.ok) throw new Error(logo.message);
  return { storageId, key: logo.key };
}

const release = (t: TestApp) => t.mutation(internal.uploads.sweep.releaseUnattachedLogos, {});
const mediaStatus = async (t: TestApp, key: string) => (await t.fetch(`/api/media/${key}`)).status;

describe("logos kept but never saved on a profile", () => {
  it("are released after a day, file and all; younger ones stay", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const old = await keptLogo(t, userId);
    vi.advanceTimersByTime(23 * HOUR);
    const young = await keptLogo(t, userId);
    vi.advanceTimersByTime(2 * HOUR);

    expect(await release(t)).toEqual({ released: 1, more: false });
    expect(await fileExists(t, old.storageId)).toBe(false);
    expect(await mediaStatus(t, old.key)).toBe(404);
    expect(await fileExists(t, young.storageId)).toBe(true);
    expect(await mediaStatus(t, young.key)).toBe(200);
  });

  it("are never released once a saved profile shows them (created or updated to)", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const me = asUser(t, userId);
    const onCreate = await keptLogo(t, userId);
    const brandId = await me.mutation(api.brands.mutations.create, {
      ...PROFILE,
      logoKey: onCreate.key,
    });
    const onUpdate = await keptLogo(t, userId);
    await me.mutation(api.brands.mutations.update, {
      brandId,
      ...PROFILE,
      logoKey: onUpdate.key,
    });

    vi.advanceTimersByTime(48 * HOUR);
    expect(await release(t)).toEqual({ released: 0, more: false });
    // The profile's logo stays; the one it replaced went when the update let go of it.
    expect(await mediaStatus(t, onUpdate.key)).toBe(200);
    expect(await fileExists(t, onUpdate.storageId)).toBe(true);
    expect(await fileExists(t, onCreate.storageId)).toBe(false);
  });

  it("run hourly, as a cron", () => {
    const jobs = (
      crons as unknown as { crons: Record<string, { name: string; schedule: unknown }> }
    ).crons;
    expect(jobs[UNATTACHED_LOGOS_CRON]).toMatchObject({
      name: "uploads/sweep:releaseUnattachedLogos",
      schedule: { type: "interval", hours: 1 },
    });
  });
});

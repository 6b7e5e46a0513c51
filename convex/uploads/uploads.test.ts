import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { CAMPAIGN } from "../imports/imports.fixtures";
import { messages, readAppError } from "../../shared/errors";
import { MAX_OPEN_UPLOADS } from "./rules";
import type { UploadPurpose } from "./schema";
import {
  fileExists,
  mediaRows,
  ownUpload,
  PNG_BYTES,
  postUpload,
  uploadRows,
} from "./uploads.fixtures";

/**
 * Every function that takes a storage id accepts only its caller's own, unclaimed upload for
 * its purpose (issue 37): anything else is NOT_FOUND, and no file, ticket or row changes.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Caller = ReturnType<typeof asUser>;

type Claimer = {
  name: string;
  purpose: UploadPurpose;
  /** Another purpose the same person can upload for. */
  otherPurpose: UploadPurpose;
  newUser: (t: TestApp) => Promise<Id<"users">>;
  claim: (caller: Caller, storageId: string) => Promise<unknown>;
  missing: string;
};

const CLAIMERS: Claimer[] = [
  {
    name: "brands.mutations.storeLogoUpload",
    purpose: "brandLogo",
    otherPurpose: "importImage",
    newUser: (t) => createUser(t, { brandLimit: 3 }),
    claim: (caller, storageId) =>
      caller.mutation(api.brands.mutations.storeLogoUpload, { storageId }),
    missing: messages.brands.logoMissing,
  },
  {
    name: "imports.mutations.importCampaign",
    purpose: "importImage",
    otherPurpose: "brandLogo",
    newUser: (t) => createUser(t, { brandLimit: 3 }),
    claim: (caller, storageId) =>
      caller.mutation(api.imports.mutations.importCampaign, { ...CAMPAIGN, imageIds: [storageId] }),
    missing: messages.imports.imageMissing,
  },
  {
    name: "marketing.logoAdmin.add",
    purpose: "adminBrandLogo",
    otherPurpose: "importImage",
    newUser: (t) => createUser(t, { isAdmin: true }),
    claim: (caller, storageId) =>
      caller.mutation(api.marketing.logoAdmin.add, {
        name: "Northbound Coffee",
        domain: "northbound.coffee",
        legendNames: [],
        storageId,
      }),
    missing: messages.brandLogos.imageMissing,
  },
];

/** NOT_FOUND in the purpose's words. */
async function expectNotFound(promise: Promise<unknown>, words: string) {
  const error = readAppError(
    await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    ),
  );
  expect(error).toEqual({ code: "NOT_FOUND", message: words });
}

/** What a refused claim must leave exactly as it was. */
async function snapshot(t: TestApp) {
  return {
    uploads: await uploadRows(t),
    media: await mediaRows(t),
    files: await t.run(async (ctx) => await ctx.db.system.query("_storage").take(100)),
    jobs: await t.run(async (ctx) => await ctx.db.query("generationJobs").take(10)),
    logos: await t.run(async (ctx) => await ctx.db.query("brandLogos").take(10)),
  };
}

describe.each(CLAIMERS)("$name takes only the caller's own unclaimed upload", (claimer) => {
  it("claims the caller's own upload once; a second claim is NOT_FOUND", async () => {
    const t = makeTest();
    const me = asUser(t, await claimer.newUser(t));
    const url = await (claimer.purpose === "brandLogo"
      ? me.mutation(api.brands.mutations.generateLogoUploadUrl, {})
      : claimer.purpose === "importImage"
        ? me.mutation(api.imports.mutations.generateUploadUrl, {})
        : me.mutation(api.marketing.logoAdmin.generateUploadUrl, {}));
    const posted = await postUpload(t, url, "image/png");
    const { storageId } = (await posted.json()) as { storageId: string };
    await claimer.claim(me, storageId);
    expect(await uploadRows(t)).toEqual([]);
    const [media] = await mediaRows(t);
    expect(media).toMatchObject({ storageId, provider: "upload", uploadPurpose: claimer.purpose });
    const before = await snapshot(t);
    await expectNotFound(claimer.claim(me, storageId), claimer.missing);
    expect(await snapshot(t)).toEqual(before);
    expect(await fileExists(t, storageId as Id<"_storage">)).toBe(true);
  });

  it("refuses another user's upload, leaving their file and ticket alone", async () => {
    const t = makeTest();
    const me = asUser(t, await claimer.newUser(t));
    const theirs = await ownUpload(t, await claimer.newUser(t), claimer.purpose);
    const before = await snapshot(t);
    await expectNotFound(claimer.claim(me, theirs), claimer.missing);
    expect(await snapshot(t)).toEqual(before);
    expect(await fileExists(t, theirs)).toBe(true);
  });

  it("refuses a file someone's image row holds (a generated image), never deleting it", async () => {
    const t = makeTest();
    const me = asUser(t, await claimer.newUser(t));
    const ownerId = await createUser(t);
    const generated = await t.run(async (ctx) => {
      const storageId = await ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" }));
      await ctx.db.insert("media", {
        key: "k".repeat(32),
        storageId,
        contentType: "image/png",
        ownerId,
        provider: "offline-studio",
      });
      return storageId;
    });
    const before = await snapshot(t);
    await expectNotFound(claimer.claim(me, generated), claimer.missing);
    expect(await snapshot(t)).toEqual(before);
    expect((await t.fetch(`/api/media/${"k".repeat(32)}`)).status).toBe(200);
  });

  it("refuses the caller's own upload for another purpose, and malformed or unknown ids", async () => {
    const t = makeTest();
    const userId = await claimer.newUser(t);
    const me = asUser(t, userId);
    const other = await ownUpload(t, userId, claimer.otherPurpose);
    const gone = await ownUpload(t, userId, claimer.purpose);
    await t.run(async (ctx) => await ctx.storage.delete(gone));
    const before = await snapshot(t);
    for (const id of [other, gone, "nope", "", "12345;drop"]) {
      await expectNotFound(claimer.claim(me, id), claimer.missing);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await fileExists(t, other)).toBe(true);
  });

  it("refuses an upload left unclaimed past 24 hours", async () => {
    const t = makeTest();
    const userId = await claimer.newUser(t);
    const old = await ownUpload(t, userId, claimer.purpose, "image/png", PNG_BYTES, Date.now());
    vi.advanceTimersByTime(24 * 60 * 60 * 1000 + 1);
    await expectNotFound(claimer.claim(asUser(t, userId), old), claimer.missing);
    expect(await fileExists(t, old)).toBe(true);
  });

  it("refuses anonymous callers, touching nothing", async () => {
    const t = makeTest();
    const mine = await ownUpload(t, await claimer.newUser(t), claimer.purpose);
    const before = await snapshot(t);
    await expectAppError(claimer.claim(t, mine), "UNAUTHENTICATED");
    expect(await snapshot(t)).toEqual(before);
  });
});

describe("discarding refused uploads", () => {
  it("never deletes a file that a media row references, even through the caller's own ticket", async () => {
    const t = makeTest();
    const userId = await createUser(t, { brandLimit: 3 });
    // A ticket pointing at a file that is also someone's image (as an old claim could leave).
    const shared = await ownUpload(t, userId, "brandLogo", "image/svg+xml");
    await t.run(async (ctx) => {
      await ctx.db.insert("media", {
        key: "s".repeat(32),
        storageId: shared,
        contentType: "image/png",
        provider: "upload",
      });
    });
    const answer = await asUser(t, userId).mutation(api.brands.mutations.storeLogoUpload, {
      storageId: shared,
    });
    expect(answer).toEqual({ ok: false, message: messages.brands.logoType });
    expect(await fileExists(t, shared)).toBe(true);
    expect(await uploadRows(t)).toEqual([]);
  });
});

describe("issuing upload URLs", () => {
  it("caps the URLs and unclaimed uploads one person may hold at once", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const me = asUser(t, userId);
    for (let i = 0; i < MAX_OPEN_UPLOADS; i += 1) {
      await me.mutation(api.imports.mutations.generateUploadUrl, {});
    }
    const error = readAppError(
      await me.mutation(api.imports.mutations.generateUploadUrl, {}).catch((e: unknown) => e),
    );
    expect(error).toEqual({ code: "RATE_LIMITED", message: messages.uploads.tooMany });
    // Someone else is not held back, and lapsed tickets no longer count.
    await asUser(t, await createUser(t)).mutation(api.imports.mutations.generateUploadUrl, {});
    vi.advanceTimersByTime(60 * 60 * 1000 + 1);
    expect(await me.mutation(api.imports.mutations.generateUploadUrl, {})).toMatch(
      /^\/api\/uploads\//,
    );
  });
});

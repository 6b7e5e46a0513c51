import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { tiersSeedStep } from "../billing/tiers";
import { BRAND_PROFILE_LIMITS } from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import type { Id } from "../_generated/dataModel";
import { fileExists, postUpload, uploadRows } from "../uploads/uploads.fixtures";
import { brandUser, createProfile, PROFILE, upload } from "./brands.fixtures";

async function failure(promise: Promise<unknown>) {
  return readAppError(
    await promise.then(
      () => null,
      (error: unknown) => error,
    ),
  );
}

describe("brand profiles: listing and reading", () => {
  it("lists the caller's own profiles with the limit, and nobody else's", async () => {
    const t = makeTest();
    const userId = await brandUser(t, 2);
    const otherId = await brandUser(t, 2);
    const id = await createProfile(t, userId);
    await createProfile(t, otherId, { name: "Other Brand" });
    const mine = await asUser(t, userId).query(api.brands.queries.mine, {});
    expect(mine.brandLimit).toBe(2);
    expect(mine.brands).toHaveLength(1);
    expect(mine.brands[0]).toMatchObject({
      id,
      ...PROFILE,
      logoKey: null,
      logoUrl: null,
      websiteUrl: null,
    });
    expect(await asUser(t, userId).query(api.brands.queries.get, { brandId: id })).toMatchObject({
      name: "Northbound Coffee",
    });
  });

  it("answers a free account with no profiles and a limit of 0", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    expect(await asUser(t, userId).query(api.brands.queries.mine, {})).toEqual({
      brands: [],
      brandLimit: 0,
    });
  });

  it("takes the plan's brand profile limit when the account's own is lower", async () => {
    const t = makeTest();
    await t.run(async (ctx) => await tiersSeedStep.run(ctx));
    const userId = await createUser(t, { subscriptionTier: "pro", brandLimit: 0 });
    const { brandLimit } = await asUser(t, userId).query(api.brands.queries.mine, {});
    expect(brandLimit).toBeGreaterThan(0);
  });

  it("refuses anonymous callers, and hides another's profile or a malformed id", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const strangerId = await brandUser(t);
    const id = await createProfile(t, userId);
    await expectAppError(t.query(api.brands.queries.mine, {}), "UNAUTHENTICATED");
    await expectAppError(t.query(api.brands.queries.get, { brandId: id }), "UNAUTHENTICATED");
    const stranger = asUser(t, strangerId);
    await expectAppError(stranger.query(api.brands.queries.get, { brandId: id }), "NOT_FOUND");
    await expectAppError(
      stranger.query(api.brands.queries.get, { brandId: "not-an-id" }),
      "NOT_FOUND",
    );
  });
});

describe("brand profiles: create", () => {
  it("saves a trimmed profile with colours in upper case", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const id = await createProfile(t, userId, {
      name: "  Northbound  ",
      colors: ["#1a2b3c"],
      voice: [" warm "],
    });
    const saved = await asUser(t, userId).query(api.brands.queries.get, { brandId: id });
    expect(saved).toMatchObject({ name: "Northbound", colors: ["#1A2B3C"], voice: ["warm"] });
  });

  it("refuses invalid input with the form's words, writing nothing", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const user = asUser(t, userId);
    expect(await failure(createProfile(t, userId, { name: "   " }))).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: validationMessages.brandProfile.nameRequired,
    });
    expect(await failure(createProfile(t, userId, { colors: ["red"] }))).toMatchObject({
      message: validationMessages.brandProfile.colorFormat,
    });
    const tooMany = Array.from({ length: BRAND_PROFILE_LIMITS.voiceWords + 1 }, (_, i) => `w${i}`);
    expect(await failure(createProfile(t, userId, { voice: tooMany }))).toMatchObject({
      code: "INVALID_ARGUMENT",
    });
    expect(await failure(createProfile(t, userId, { name: "x".repeat(201) }))).toMatchObject({
      message: validationMessages.tooLong("Brand name", BRAND_PROFILE_LIMITS.name),
    });
    expect((await user.query(api.brands.queries.mine, {})).brands).toEqual([]);
  });

  it("refuses anonymous callers", async () => {
    const t = makeTest();
    await expectAppError(t.mutation(api.brands.mutations.create, PROFILE), "UNAUTHENTICATED");
  });

  it("says brand profiles are a Pro feature at a limit of 0", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    expect(await failure(createProfile(t, userId))).toEqual({
      code: "FORBIDDEN",
      message: messages.brands.limitZero,
    });
  });

  it("refuses a profile past the plan's limit with a clear message", async () => {
    const t = makeTest();
    const userId = await brandUser(t, 1);
    await createProfile(t, userId);
    expect(await failure(createProfile(t, userId, { name: "Second" }))).toEqual({
      code: "FORBIDDEN",
      message: messages.brands.atLimit(1),
    });
    const { brands } = await asUser(t, userId).query(api.brands.queries.mine, {});
    expect(brands).toHaveLength(1);
  });
});

describe("brand profiles: update and delete", () => {
  it("updates the owner's profile, clearing emptied fields", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const id = await createProfile(t, userId);
    const user = asUser(t, userId);
    await user.mutation(api.brands.mutations.update, {
      brandId: id,
      ...PROFILE,
      name: "Northbound Roasters",
      industry: undefined,
      dos: [],
    });
    expect(await user.query(api.brands.queries.get, { brandId: id })).toMatchObject({
      name: "Northbound Roasters",
      industry: "",
      dos: [],
    });
  });

  it("hides another's profile from update and delete, and refuses invalid updates", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const strangerId = await brandUser(t);
    const id = await createProfile(t, userId);
    const stranger = asUser(t, strangerId);
    await expectAppError(
      stranger.mutation(api.brands.mutations.update, { brandId: id, ...PROFILE, name: "Mine" }),
      "NOT_FOUND",
    );
    await expectAppError(
      stranger.mutation(api.brands.mutations.remove, { brandId: id }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, userId).mutation(api.brands.mutations.update, {
        brandId: id,
        ...PROFILE,
        name: "",
      }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      t.mutation(api.brands.mutations.remove, { brandId: id }),
      "UNAUTHENTICATED",
    );
    expect(await asUser(t, userId).query(api.brands.queries.get, { brandId: id })).toMatchObject({
      name: PROFILE.name,
    });
  });

  it("deletes a profile, freeing a place under the limit", async () => {
    const t = makeTest();
    const userId = await brandUser(t, 1);
    const id = await createProfile(t, userId);
    const user = asUser(t, userId);
    await user.mutation(api.brands.mutations.remove, { brandId: id });
    await expectAppError(user.query(api.brands.queries.get, { brandId: id }), "NOT_FOUND");
    await createProfile(t, userId, { name: "Another" });
  });
});

describe("brand profiles: logos", () => {
  it("stores an uploaded PNG as the caller's logo, served from /api/media, and deletes it with the profile", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const user = asUser(t, userId);
    const url = await user.mutation(api.brands.mutations.generateLogoUploadUrl, {});
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
    const posted = await postUpload(t, url, "image/png");
    const { storageId } = (await posted.json()) as { storageId: Id<"_storage"> };
    const logo = await user.mutation(api.brands.mutations.storeLogoUpload, { storageId });
    if (!logo.ok) throw new Error(logo.message);
    expect(logo.url).toBe(`/api/media/${logo.key}`);
    const id = await createProfile(t, userId, { logoKey: logo.key });
    const saved = await user.query(api.brands.queries.get, { brandId: id });
    expect(saved.logoUrl).toBe(logo.url);
    const served = await t.fetch(logo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await user.mutation(api.brands.mutations.remove, { brandId: id });
    expect((await t.fetch(logo.url)).status).toBe(404);
    expect(await fileExists(t, storageId)).toBe(false);
  });

  it("refuses and deletes the caller's own file of the wrong type or over the size cap", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const user = asUser(t, userId);
    const svg = await upload(t, userId, "image/svg+xml");
    expect(await user.mutation(api.brands.mutations.storeLogoUpload, { storageId: svg })).toEqual({
      ok: false,
      message: messages.brands.logoType,
    });
    const huge = await upload(t, userId, "image/jpeg", BRAND_PROFILE_LIMITS.logoBytes + 1);
    expect(await user.mutation(api.brands.mutations.storeLogoUpload, { storageId: huge })).toEqual({
      ok: false,
      message: messages.brands.logoTooLarge(2),
    });
    expect([await fileExists(t, svg), await fileExists(t, huge)]).toEqual([false, false]);
    expect(await uploadRows(t)).toEqual([]);
  });

  it("applies the plan check when the logo is stored, leaving the upload alone", async () => {
    const t = makeTest();
    // Uploaded while on a plan with profiles, stored after it lapsed.
    const userId = await createUser(t);
    const storageId = await upload(t, userId, "image/png");
    expect(
      await failure(
        asUser(t, userId).mutation(api.brands.mutations.storeLogoUpload, { storageId }),
      ),
    ).toEqual({
      code: "FORBIDDEN",
      message: messages.brands.limitZero,
    });
    expect(await fileExists(t, storageId)).toBe(true);
    expect(await t.run(async (ctx) => await ctx.db.query("media").take(1))).toEqual([]);
  });

  it("keeps a logo another profile of the owner still shows", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const user = asUser(t, userId);
    const storageId = await upload(t, userId, "image/png");
    const logo = await user.mutation(api.brands.mutations.storeLogoUpload, { storageId });
    if (!logo.ok) throw new Error(logo.message);
    const first = await createProfile(t, userId, { logoKey: logo.key });
    await createProfile(t, userId, { name: "Second", logoKey: logo.key });
    await user.mutation(api.brands.mutations.remove, { brandId: first });
    expect((await t.fetch(logo.url)).status).toBe(200);
    expect(await fileExists(t, storageId)).toBe(true);
  });

  it("refuses another user's logo key, an image imported for a campaign, uploads at a limit of 0, and anonymous callers", async () => {
    const t = makeTest();
    const userId = await brandUser(t);
    const otherId = await brandUser(t);
    const storageId = await upload(t, otherId, "image/webp");
    const logo = await asUser(t, otherId).mutation(api.brands.mutations.storeLogoUpload, {
      storageId,
    });
    if (!logo.ok) throw new Error(logo.message);
    expect(await failure(createProfile(t, userId, { logoKey: logo.key }))).toEqual({
      code: "INVALID_ARGUMENT",
      message: messages.brands.logoMissing,
    });
    // An imported campaign's image is the caller's own media, but an idea shows it: deleting
    // the profile would take it, so it cannot become a logo.
    const imported = await t.run(async (ctx) => {
      const file = await ctx.storage.store(new Blob([new Uint8Array(8)], { type: "image/png" }));
      await ctx.db.insert("media", {
        key: "i".repeat(32),
        storageId: file,
        contentType: "image/png",
        ownerId: userId,
        provider: "upload",
        uploadPurpose: "importImage",
      });
      return file;
    });
    expect(await failure(createProfile(t, userId, { logoKey: "i".repeat(32) }))).toEqual({
      code: "INVALID_ARGUMENT",
      message: messages.brands.logoMissing,
    });
    expect(await fileExists(t, imported)).toBe(true);
    const freeId = await createUser(t);
    await expectAppError(
      asUser(t, freeId).mutation(api.brands.mutations.generateLogoUploadUrl, {}),
      "FORBIDDEN",
    );
    await expectAppError(
      t.mutation(api.brands.mutations.generateLogoUploadUrl, {}),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.mutation(api.brands.mutations.storeLogoUpload, { storageId }),
      "UNAUTHENTICATED",
    );
  });
});

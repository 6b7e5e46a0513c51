import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { BRAND_LOGOS } from "../../shared/constants";
import { fileExists, ownUpload, pngOfSize } from "../uploads/uploads.fixtures";
import { normalizeDomain } from "./logos";

/** A signed-in admin, and a file stored as their own unclaimed strip-logo upload. */
async function admin(t: TestApp) {
  const id = await createUser(t, { isAdmin: true });
  const me = asUser(t, id);
  const upload = (type = "image/png", bytes = pngOfSize(10)) =>
    ownUpload(t, id, "adminBrandLogo", type, bytes);
  return Object.assign(me, { upload });
}

const LOGO = { name: "Northbound Coffee", domain: "https://www.Northbound.coffee/about" };

describe("the brand logo strip", () => {
  it("is empty (and so hidden) until an admin uploads a logo: none are seeded", async () => {
    const t = makeTest();
    expect(await t.query(api.marketing.queries.brandLogos, {})).toEqual([]);
    const response = await t.fetch("/api/brand-logos-with-urls");
    expect(await response.json()).toEqual({ success: true, logos: [] });
  });

  it("shows an admin's logo to everyone, served from /api/media", async () => {
    const t = makeTest();
    const me = await admin(t);
    const storageId = await me.upload();
    const added = await me.mutation(api.marketing.logoAdmin.add, {
      ...LOGO,
      legendNames: [" David Ogilvy ", "David Ogilvy", ""],
      storageId,
    });
    if (added.status !== "added") throw new Error("rejected");
    expect(added.logo).toMatchObject({
      name: "Northbound Coffee",
      domain: "northbound.coffee",
      format: "image/png",
      legendNames: ["David Ogilvy"],
    });
    expect(added.logo.logoUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{32}$/);
    expect(added.logo.bestLogo).toBe(added.logo.logoUrl);
    const response = await t.fetch("/api/brand-logos-with-urls");
    expect(await response.json()).toEqual({ success: true, logos: [added.logo] });
    expect(await t.query(api.marketing.queries.brandLogos, {})).toEqual([added.logo]);
    expect(await me.query(api.marketing.logoAdmin.list, {})).toEqual([added.logo]);
    expect((await t.fetch(added.logo.logoUrl)).status).toBe(200);
  });

  it("refuses a bad name or domain, keeping the upload for a second try", async () => {
    const t = makeTest();
    const me = await admin(t);
    const storageId = await me.upload();
    for (const bad of [{ name: " " }, { domain: "not a domain" }, { domain: "" }]) {
      await expectAppError(
        me.mutation(api.marketing.logoAdmin.add, { ...LOGO, ...bad, legendNames: [], storageId }),
        "INVALID_ARGUMENT",
      );
    }
    await expectAppError(
      me.mutation(api.marketing.logoAdmin.add, {
        ...LOGO,
        legendNames: Array.from({ length: BRAND_LOGOS.maxLegendNames + 1 }, (_, i) => `L${i}`),
        storageId,
      }),
      "INVALID_ARGUMENT",
    );
    expect(await fileExists(t, storageId)).toBe(true);
  });

  it("rejects and deletes an SVG or an oversized logo", async () => {
    const t = makeTest();
    const me = await admin(t);
    const svg = await me.upload("image/svg+xml", new TextEncoder().encode("<svg/>"));
    const big = await me.upload("image/png", pngOfSize(BRAND_LOGOS.maxImageBytes + 1));
    const first = await me.mutation(api.marketing.logoAdmin.add, {
      ...LOGO,
      legendNames: [],
      storageId: svg,
    });
    expect(first).toEqual({
      status: "rejected",
      message: "Logos must be PNG, JPEG or WebP images.",
    });
    const second = await me.mutation(api.marketing.logoAdmin.add, {
      ...LOGO,
      legendNames: [],
      storageId: big,
    });
    expect(second).toEqual({ status: "rejected", message: "Logos must be 2 MB or smaller." });
    expect(await fileExists(t, svg)).toBe(false);
    expect(await fileExists(t, big)).toBe(false);
    expect(await t.query(api.marketing.queries.brandLogos, {})).toEqual([]);
  });

  it("removes a logo and its image; a missing or malformed id is NOT_FOUND", async () => {
    const t = makeTest();
    const me = await admin(t);
    const storageId = await me.upload("image/webp");
    const added = await me.mutation(api.marketing.logoAdmin.add, {
      ...LOGO,
      legendNames: [],
      storageId,
    });
    if (added.status !== "added") throw new Error("rejected");
    await me.mutation(api.marketing.logoAdmin.remove, { id: added.logo.id });
    expect(await t.query(api.marketing.queries.brandLogos, {})).toEqual([]);
    expect(await fileExists(t, storageId)).toBe(false);
    await expectAppError(
      me.mutation(api.marketing.logoAdmin.remove, { id: added.logo.id }),
      "NOT_FOUND",
    );
    await expectAppError(me.mutation(api.marketing.logoAdmin.remove, { id: "nope" }), "NOT_FOUND");
  });

  it("never deletes a file another image shares when a logo goes (as an old claim left it)", async () => {
    const t = makeTest();
    const me = await admin(t);
    const adminId = (await t.run(async (ctx) => await ctx.db.query("users").first()))!._id;
    // Before issue 37 an admin could add a logo from anyone's file: two media rows, one file.
    const theirs = await t.run(async (ctx) => {
      const storageId = await ctx.storage.store(new Blob([pngOfSize(10)], { type: "image/png" }));
      await ctx.db.insert("media", {
        key: "a".repeat(32),
        storageId,
        contentType: "image/png",
        provider: "offline-studio",
      });
      await ctx.db.insert("media", {
        key: "b".repeat(32),
        storageId,
        contentType: "image/png",
        ownerId: adminId,
        provider: "upload",
      });
      await ctx.db.insert("brandLogos", {
        name: "Old",
        domain: "old.example",
        mediaKey: "b".repeat(32),
        format: "image/png",
        legendNames: [],
        createdBy: adminId,
        createdAt: Date.now(),
      });
      return storageId;
    });
    const [logo] = await me.query(api.marketing.logoAdmin.list, {});
    await me.mutation(api.marketing.logoAdmin.remove, { id: logo.id });
    expect(await t.query(api.marketing.queries.brandLogos, {})).toEqual([]);
    expect(await fileExists(t, theirs)).toBe(true);
    expect((await t.fetch(`/api/media/${"a".repeat(32)}`)).status).toBe(200);
    expect((await t.fetch(`/api/media/${"b".repeat(32)}`)).status).toBe(404);
  });

  it("keeps the admin functions from anonymous callers and non-admins", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const storageId = await ownUpload(t, userId, "adminBrandLogo");
    const calls = [
      (caller: TestApp | ReturnType<typeof asUser>) =>
        caller.mutation(api.marketing.logoAdmin.generateUploadUrl, {}),
      (caller: TestApp | ReturnType<typeof asUser>) =>
        caller.mutation(api.marketing.logoAdmin.add, { ...LOGO, legendNames: [], storageId }),
      (caller: TestApp | ReturnType<typeof asUser>) =>
        caller.mutation(api.marketing.logoAdmin.remove, { id: "x" }),
    ];
    for (const call of calls) {
      await expectAppError(call(t), "UNAUTHENTICATED");
      await expectAppError(call(user), "FORBIDDEN");
    }
    await expectAppError(t.query(api.marketing.logoAdmin.list, {}), "UNAUTHENTICATED");
    await expectAppError(user.query(api.marketing.logoAdmin.list, {}), "FORBIDDEN");
    expect(await fileExists(t, storageId)).toBe(true);
    const me = await admin(t);
    expect(typeof (await me.mutation(api.marketing.logoAdmin.generateUploadUrl, {}))).toBe(
      "string",
    );
  });

  it("reads domains from what admins paste", () => {
    expect(normalizeDomain("HTTPS://www.Example.co.uk/path?q=1")).toBe("example.co.uk");
    expect(normalizeDomain("example")).toBeNull();
    expect(normalizeDomain("javascript:alert(1)")).toBeNull();
  });
});

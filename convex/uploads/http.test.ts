import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { BRAND_PROFILE_LIMITS, CAMPAIGN_IMPORT } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { hashSecret } from "./model";
import { fileExists, PNG_BYTES, pngOfSize, postUpload, uploadRows } from "./uploads.fixtures";

afterEach(() => vi.useRealTimers());

async function importUrl(t: TestApp, userId: Id<"users">) {
  return await asUser(t, userId).mutation(api.imports.mutations.generateUploadUrl, {});
}

async function storedFiles(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.system.query("_storage").take(100));
}

const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);

describe("POST /api/uploads/{secret}", () => {
  it("issues a relative one-time URL, records only its hash, and stores the file as the caller's", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const url = await importUrl(t, userId);
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
    const [issued] = await uploadRows(t);
    const secret = url.slice("/api/uploads/".length);
    expect(issued).toMatchObject({ ownerId: userId, purpose: "importImage", status: "issued" });
    expect(issued.tokenHash).toBe(await hashSecret(secret));
    expect(JSON.stringify(issued)).not.toContain(secret);

    const response = await postUpload(t, url, "image/webp", WEBP);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
    expect(await fileExists(t, storageId)).toBe(true);
    const [uploaded] = await uploadRows(t);
    expect(uploaded).toMatchObject({
      ownerId: userId,
      status: "uploaded",
      storageId,
      contentType: "image/webp",
      size: WEBP.byteLength,
    });
    expect(uploaded.expiresAt - uploaded.uploadedAt!).toBe(24 * 60 * 60 * 1000);
  });

  it("uses a URL once: a second POST is refused and stores nothing", async () => {
    const t = makeTest();
    const url = await importUrl(t, await createUser(t));
    expect((await postUpload(t, url, "image/png")).status).toBe(200);
    const again = await postUpload(t, url, "image/png");
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: messages.uploads.linkInvalid,
      code: "NOT_FOUND",
      problem: "link",
    });
    expect(await storedFiles(t)).toHaveLength(1);
  });

  it("refuses an unknown, malformed or expired secret without storing", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const url = await importUrl(t, await createUser(t));
    for (const bad of [`/api/uploads/${"A".repeat(43)}`, "/api/uploads/short", "/api/uploads/"]) {
      expect((await postUpload(t, bad, "image/png")).status).toBe(404);
    }
    vi.advanceTimersByTime(60 * 60 * 1000 + 1);
    expect((await postUpload(t, url, "image/png")).status).toBe(404);
    expect(await storedFiles(t)).toHaveLength(0);
  });

  it("refuses a declared type the purpose does not take, before reading, in its words", async () => {
    const t = makeTest();
    const userId = await createUser(t, { brandLimit: 1 });
    const logoUrl = await asUser(t, userId).mutation(
      api.brands.mutations.generateLogoUploadUrl,
      {},
    );
    const html = new TextEncoder().encode("<script>alert(1)</script>");
    const response = await postUpload(t, logoUrl, "text/html", html);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: messages.brands.logoType,
      code: "INVALID_ARGUMENT",
      problem: "type",
    });
    const svg = await postUpload(t, await importUrl(t, userId), "image/svg+xml", html);
    expect(svg.status).toBe(415);
    expect(await storedFiles(t)).toHaveLength(0);
    expect(await uploadRows(t)).toHaveLength(0);
  });

  it("refuses bytes whose signature is not the declared image type", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    for (const [type, bytes] of [
      ["image/png", html],
      ["image/jpeg", PNG_BYTES],
      ["image/webp", PNG_BYTES],
      ["image/png", new Uint8Array(0)],
    ] as const) {
      const response = await postUpload(t, await importUrl(t, userId), type, new Uint8Array(bytes));
      expect(response.status).toBe(415);
      expect(((await response.json()) as { problem: string }).problem).toBe("type");
    }
    expect(await storedFiles(t)).toHaveLength(0);
    expect(await uploadRows(t)).toHaveLength(0);
  });

  it("refuses a file over the purpose's size by its declared length and by its real size", async () => {
    const t = makeTest();
    const userId = await createUser(t, { brandLimit: 1 });
    const logoUrl = () =>
      asUser(t, userId).mutation(api.brands.mutations.generateLogoUploadUrl, {});
    const big = await postUpload(
      t,
      await logoUrl(),
      "image/png",
      pngOfSize(BRAND_PROFILE_LIMITS.logoBytes + 1),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      error: messages.brands.logoTooLarge(2),
      code: "INVALID_ARGUMENT",
      problem: "size",
    });
    // The declared length alone is enough to refuse, before the body is read.
    const declared = await t.fetch(await logoUrl(), {
      method: "POST",
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(BRAND_PROFILE_LIMITS.logoBytes + 1),
      },
      body: PNG_BYTES,
    });
    expect(declared.status).toBe(413);
    // A body streamed without a Content-Length is cut off at the cap all the same.
    const bytes = pngOfSize(CAMPAIGN_IMPORT.maxImageBytes + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const streamed = await t.fetch(await importUrl(t, userId), {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storedFiles(t)).toHaveLength(0);
    expect(await uploadRows(t)).toHaveLength(0);
  });

  it("answers a cross-origin preflight for the POST", async () => {
    const t = makeTest();
    const url = await importUrl(t, await createUser(t));
    const response = await t.fetch(url, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(response.headers.get("Access-Control-Allow-Headers")).toContain("Content-Type");
  });
});

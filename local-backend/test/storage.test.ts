import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseRange, storedFileHeaders } from "../server.ts";
import { UploadTokens } from "../uploadTokens.ts";
import { api } from "./fixture/convex/_generated/api";
import { startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const TEXT = "0123456789abcdefghij";

async function upload(url: string) {
  return await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: TEXT,
  });
}

async function storedFile(type = "text/plain", body: BodyInit = TEXT): Promise<string> {
  const response = await fetch(await h.http().mutation(api.messages.generateUploadUrl, {}), {
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });
  return `${h.url}/api/storage/${((await response.json()) as { storageId: string }).storageId}`;
}

describe("upload URLs", () => {
  test("an upload without a valid token is refused and stores nothing", async () => {
    const before = await h.http().query(api.messages.storedFiles, {});
    const missing = await upload(`${h.url}/api/storage/upload`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "InvalidUploadToken" });
    const forged = await upload(`${h.url}/api/storage/upload?token=forged`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toMatch(/not one .* issued/);

    const url = await h.http().mutation(api.messages.generateUploadUrl, {});
    expect((await upload(url)).status).toBe(200);
    const reused = await upload(url);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { message: string }).message).toMatch(/already used/);
    expect(await h.http().query(api.messages.storedFiles, {})).toBe(before + 1);
  });

  test("a token expires after an hour and is good once", () => {
    let now = 0;
    const tokens = new UploadTokens(() => now);
    const late = tokens.issue();
    const once = tokens.issue();
    expect(tokens.consume(once)).toEqual({ ok: true });
    expect(tokens.consume(once).ok).toBe(false);
    now = 60 * 60 * 1000 + 1;
    expect(tokens.consume(late)).toMatchObject({ ok: false });
  });
});

describe("serving stored files", () => {
  test("HEAD answers the headers without a body", async () => {
    const response = await fetch(await storedFile(), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(TEXT.length));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(await response.text()).toBe("");
  });

  test("a Range request gets 206 with that part; an unsatisfiable one 416", async () => {
    const url = await storedFile();
    const part = await fetch(url, { headers: { Range: "bytes=2-5" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 2-5/${TEXT.length}`);
    expect(part.headers.get("content-length")).toBe("4");
    expect(await part.text()).toBe("2345");
    const tail = await fetch(url, { headers: { Range: "bytes=-3" } });
    expect(await tail.text()).toBe("hij");
    const open = await fetch(url, { headers: { Range: "bytes=18-" } });
    expect(await open.text()).toBe("ij");
    const beyond = await fetch(url, { headers: { Range: "bytes=50-60" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${TEXT.length}`);
  });

  test("every file is served with nosniff and an empty sandbox; only raster images inline", async () => {
    const page = "<html><script>document.title='pwned'</script></html>";
    const html = await fetch(await storedFile("text/html", page));
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html");
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
    expect(html.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(html.headers.get("content-disposition")).toBe("attachment");
    expect(await html.text()).toBe(page);

    const png = await fetch(await storedFile("image/png", new Uint8Array([0x89, 0x50, 1])), {
      method: "HEAD",
    });
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    expect(png.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(png.headers.get("content-disposition")).toBeNull();

    const svg = await fetch(await storedFile("image/svg+xml", "<svg/>"), {
      headers: { Range: "bytes=0-1" },
    });
    expect(svg.status).toBe(206);
    expect(svg.headers.get("content-disposition")).toBe("attachment");
    expect(svg.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  test("inline is decided by the media type alone, and a file without one is a download", () => {
    for (const type of ["image/png", "image/JPEG", "image/webp; q=1", "image/gif", "image/avif"]) {
      expect(storedFileHeaders(type)["Content-Disposition"]).toBeUndefined();
    }
    for (const type of ["image/svg+xml", "text/html", "application/xhtml+xml", "text/plain"]) {
      expect(storedFileHeaders(type)["Content-Disposition"]).toBe("attachment");
    }
    expect(storedFileHeaders(null)).toMatchObject({
      "Content-Type": "application/octet-stream",
      "Content-Disposition": "attachment",
    });
  });

  test("range parsing follows RFC 9110", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual([0, 1]);
    expect(parseRange("bytes=5-100", 10)).toEqual([5, 10]);
    expect(parseRange("bytes=-100", 10)).toEqual([0, 10]);
    expect(parseRange("bytes=-0", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 10)).toBeNull();
    expect(parseRange("bytes=0-1,3-4", 10)).toBeNull();
    expect(parseRange("items=0-1", 10)).toBeNull();
  });
});

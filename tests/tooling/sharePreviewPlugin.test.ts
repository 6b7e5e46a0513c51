import { describe, expect, it, vi } from "vitest";
import {
  sharePreviewTags,
  withSharePreview,
  type SharePreviewOptions,
} from "../../scripts/vite/sharePreviewPlugin";

const KEY = "B".repeat(32);
const ID = "abcdefghijklmnopqrstuv";
const INDEX = `<html><head><title>Legendary</title><meta property="og:title" content="generic" /></head><body></body></html>`;
const PREVIEW = {
  title: "The Morning Record — by David Ogilvy",
  description: "Roasted this week.",
  image: `http://localhost:5173/api/media/${KEY}`,
  url: `http://localhost:5173/shared/${ID}`,
};

function options(answer: () => Promise<Response>): SharePreviewOptions & {
  fetchImpl: ReturnType<typeof vi.fn>;
} {
  return { apiTarget: "http://127.0.0.1:3211/", fetchImpl: vi.fn(answer), timeoutMs: 50 };
}

describe("the share preview plugin", () => {
  it("leaves every other path alone, without asking the backend", async () => {
    const opts = options(async () => Response.json(PREVIEW));
    for (const path of [
      "/",
      "/share/abc",
      "/sharedx/abc",
      "/my-ideas",
      `/api/shared/${ID}/preview`,
    ]) {
      expect(await sharePreviewTags(path, opts), path).toBeNull();
      expect(await withSharePreview(INDEX, path, opts)).toBe(INDEX);
    }
    expect(opts.fetchImpl).not.toHaveBeenCalled();
  });

  it("asks the backend for a share link's preview and injects its tags", async () => {
    const opts = options(async () => Response.json(PREVIEW));
    const html = await withSharePreview(INDEX, `/shared/${ID}?utm_source=x`, opts);
    expect(opts.fetchImpl.mock.calls[0]?.[0]).toBe(
      `http://127.0.0.1:3211/api/shared/${ID}/preview`,
    );
    expect(html).toContain("<title>The Morning Record — by David Ogilvy</title>");
    expect(html).toContain(`<meta property="og:image" content="${PREVIEW.image}" />`);
    expect(html).not.toContain("generic");
  });

  it("falls back to the generic tags for an unknown link, a malformed id or a backend that is down", async () => {
    const answers = [
      async () => new Response("Not found", { status: 404 }),
      async () => Response.json({ title: 1 }),
      async () => {
        throw new Error("ECONNREFUSED");
      },
      () => new Promise<Response>(() => undefined),
    ];
    for (const answer of answers) {
      const html = await withSharePreview(
        INDEX,
        `/shared/${ID}`,
        options(answer),
        "http://localhost:5173",
      );
      expect(html).toContain("<title>Legendary — your AI advertising agency</title>");
      expect(html).toContain(
        `<meta property="og:url" content="http://localhost:5173/shared/${ID}" />`,
      );
      expect(html).not.toContain("og:image");
    }
    const malformed = options(async () => Response.json(PREVIEW));
    expect(await sharePreviewTags("/shared/<script>", malformed)).toContain("<title>Legendary");
    expect(malformed.fetchImpl).not.toHaveBeenCalled();
  });
});

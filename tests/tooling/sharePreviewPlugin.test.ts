import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { Connect, PreviewServer, ResolvedConfig } from "vite";
import { describe, expect, it, vi } from "vitest";
import {
  sharePreviewPlugin,
  sharePreviewTags,
  withSharePreview,
  type SharePreviewOptions,
} from "../../scripts/vite/sharePreviewPlugin";
import { SHARED_SLOTS } from "../../shared/sharedFirstScreen";

const KEY = "B".repeat(32);
const ID = "abcdefghijklmnopqrstuv";
const INDEX = `<html><head><title>Legendary</title><meta property="og:title" content="generic" /></head><body></body></html>`;
const PREVIEW = {
  title: "The Morning Record — by David Ogilvy",
  description: "Roasted this week.",
  image: `http://localhost:5173/api/shared/${ID}/card.png?v=${KEY.slice(0, 24)}`,
  url: `http://localhost:5173/shared/${ID}`,
};

/** The build's share page template (shared-page.html), reduced to its slots. */
const TEMPLATE = `<html><head><title>Legendary</title><link rel="stylesheet" href="/a.css"></head><body><div id="root"><div data-prerendered="${SHARED_SLOTS.path}"><header class="shared-hero shared-hero--image"><img src="${SHARED_SLOTS.image}" alt=""/><p>${SHARED_SLOTS.eyebrow}</p><h1>${SHARED_SLOTS.line}</h1><p>${SHARED_SLOTS.headline}</p></header></div></div>
<script></script></body></html>`;
const HERO = {
  eyebrow: "Northbound Coffee · Campaign",
  line: "The <Morning> Record",
  headline: "Roasted this week.",
  image: `/api/media/${KEY}`,
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

  it("fills the share page template's first screen from the backend's answer", async () => {
    const opts = options(async () => Response.json({ ...PREVIEW, hero: HERO }));
    const html = await withSharePreview(TEMPLATE, `/shared/${ID}?utm_source=x`, opts);
    expect(html).toContain(`data-prerendered="/shared/${ID}"`);
    expect(html).toContain("<h1>The &lt;Morning&gt; Record</h1>");
    expect(html).toContain(`<img src="/api/media/${KEY}" alt=""/>`);
    expect(html).toContain(`<link rel="preload" as="image" href="/api/media/${KEY}"`);
    expect(html).toContain("<title>The Morning Record — by David Ogilvy</title>");
  });

  it("leaves the template's #root empty when the link shows nothing or the hero is not ours", async () => {
    for (const answer of [
      async () => new Response("Not found", { status: 404 }),
      async () =>
        Response.json({ ...PREVIEW, hero: { ...HERO, image: "https://evil.example/x.png" } }),
    ]) {
      const html = await withSharePreview(TEMPLATE, `/shared/${ID}`, options(answer));
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(/__LEGENDARY_SHARED|evil\.example/);
    }
  });

  it("answers /shared/{id} under `vite preview` from the built template, compressed", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), "share-preview-"));
    try {
      await writeFile(path.join(outDir, "shared-page.html"), TEMPLATE);
      const plugin = sharePreviewPlugin(
        options(async () => Response.json({ ...PREVIEW, hero: HERO })),
      );
      (plugin.configResolved as (config: ResolvedConfig) => void)({
        root: outDir,
        build: { outDir: "." },
      } as ResolvedConfig);
      let middleware: Connect.NextHandleFunction | undefined;
      const server = { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } };
      (plugin.configurePreviewServer as (server: PreviewServer) => void)(
        server as unknown as PreviewServer,
      );
      const served = (acceptEncoding: string) =>
        new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
          const headers: Record<string, string> = {};
          const req = {
            method: "GET",
            url: `/shared/${ID}`,
            headers: { host: "localhost:4173", "accept-encoding": acceptEncoding },
          };
          const res = {
            statusCode: 0,
            setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
            end: (body: string | Buffer) => resolve({ headers, body: Buffer.from(body) }),
          };
          middleware!(req as never, res as never, () => reject(new Error("passed on")));
        });
      const gzipped = await served("gzip, deflate, br");
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      const page = gunzipSync(gzipped.body).toString("utf8");
      expect(page).toContain("<h1>The &lt;Morning&gt; Record</h1>");
      expect(page).toContain(`data-prerendered="/shared/${ID}"`);
      const plain = await served("identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toBe(page);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

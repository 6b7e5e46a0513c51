import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { imageSize, sniffImageType } from "../lib/ai/imageBytes";
import { renderPoster } from "../studio/posters/render";
import { asUser, makeTest, type TestApp } from "../test.setup";
import { SHARED_SLOTS } from "../../shared/sharedFirstScreen";
import { cardContent, cardVersion } from "./card";
import {
  campaignPage,
  media,
  shareWorld,
  SITE,
  stubShareEnv,
  type ShareWorld,
} from "./shareLinks.fixtures";

/**
 * Spec 7 POST /api/ideas/share, the link preview JSON, the share card PNG and the
 * crawler-facing /shared page.
 */

beforeEach(stubShareEnv);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function setup(): Promise<{ t: TestApp; w: ShareWorld }> {
  const t = makeTest();
  return { t, w: await shareWorld(t) };
}

function post(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

const INDEX = `<!doctype html><html><head><title>Legendary</title>
<meta name="description" content="generic" /><meta property="og:title" content="generic" />
</head><body><div id="root"></div></body></html>`;

/** The build's share page template (shared-page.html), reduced to what the route fills in. */
const TEMPLATE = `<!doctype html><html><head><title>Legendary</title>
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"><div data-prerendered="${SHARED_SLOTS.path}"><main class="shared-page"><header class="shared-hero shared-hero--image"><img src="${SHARED_SLOTS.image}" alt="" class="shared-hero__image"/><p>${SHARED_SLOTS.eyebrow}</p><h1>${SHARED_SLOTS.line}</h1><p>${SHARED_SLOTS.headline}</p></header></main></div></div>
<script>/* inline */</script></body></html>`;

/** The site as the static host serves it: the template, or only index.html (an older build). */
function site({ template = true } = {}) {
  return vi.fn(async (url: string) => {
    if (url.endsWith("/shared-page.html")) {
      return template ? new Response(TEMPLATE) : new Response("Not found", { status: 404 });
    }
    return new Response(INDEX);
  });
}

describe("POST /api/ideas/share", () => {
  it("answers the public URL, the same one twice", async () => {
    const { t, w } = await setup();
    const response = await asUser(t, w.owner).fetch("/api/ideas/share", post({ ideaId: w.ideaId }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; shareUrl: string };
    expect(body.success).toBe(true);
    expect(body.shareUrl).toMatch(new RegExp(`^${SITE}/shared/[A-Za-z0-9_-]{22}$`));
    const again = await asUser(t, w.editor).fetch("/api/ideas/share", post({ ideaId: w.ideaId }));
    expect(await again.json()).toEqual(body);
  });

  it("shares a campaign page when campaignPageId is sent", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, []);
    const response = await asUser(t, w.owner).fetch(
      "/api/ideas/share",
      post({ ideaId: w.ideaId, campaignPageId: pageId }),
    );
    const { shareUrl } = (await response.json()) as { shareUrl: string };
    const shareId = shareUrl.split("/").pop()!;
    expect((await t.query(api.shareLinks.queries.publicView, { shareId }))?.kind).toBe("campaign");
  });

  it("answers 400, 401, 403 and 404 with success false", async () => {
    const { t, w } = await setup();
    const cases: [TestApp | ReturnType<typeof asUser>, unknown, number][] = [
      [asUser(t, w.owner), {}, 400],
      [asUser(t, w.owner), { ideaId: 5 }, 400],
      [asUser(t, w.owner), { ideaId: w.ideaId, campaignPageId: 7 }, 400],
      [t, { ideaId: w.ideaId }, 401],
      [asUser(t, w.viewer), { ideaId: w.ideaId }, 403],
      [asUser(t, w.stranger), { ideaId: w.ideaId }, 404],
      [asUser(t, w.owner), { ideaId: "nope" }, 404],
    ];
    for (const [caller, body, status] of cases) {
      const response = await caller.fetch("/api/ideas/share", post(body));
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { success: boolean; error: string };
      expect(answer.success).toBe(false);
      expect(answer.error).toEqual(expect.any(String));
    }
  });
});

describe("GET /api/shared/{shareId}/preview", () => {
  it("answers the preview with an absolute hero image, and 404 once the link is off", async () => {
    const { t, w } = await setup();
    const { shareId, shareUrl } = await asUser(t, w.owner).mutation(
      api.shareLinks.mutations.share,
      { ideaId: w.ideaId },
    );
    const response = await t.fetch(`/api/shared/${shareId}/preview`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["description", "hero", "image", "title", "url"]);
    const view = await t.query(api.shareLinks.queries.publicView, { shareId });
    const version = await cardVersion(cardContent(view!));
    expect(body).toMatchObject({
      title: expect.stringContaining("David Ogilvy"),
      image: `${SITE}/api/shared/${shareId}/card.png?v=${version}`,
      url: shareUrl,
      // The first screen's fields (vite preview fills its template with them), the image as
      // the page itself loads it.
      hero: { eyebrow: expect.stringMatching(/ · Campaign idea$/), image: media(1) },
    });
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId });
    expect((await t.fetch(`/api/shared/${shareId}/preview`)).status).toBe(404);
    expect((await t.fetch("/api/shared/unknown-link-id-0000/preview")).status).toBe(404);
    expect((await t.fetch("/api/shared/x/y/preview")).status).toBe(404);
  });

  it("uses the campaign page's title and hero", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, []);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    const body = (await (await t.fetch(`/api/shared/${shareId}/preview`)).json()) as {
      image: string;
    };
    expect(body).toMatchObject({ title: "The Morning Record" });
    expect(body.image).toMatch(new RegExp(`^${SITE}/api/shared/${shareId}/card\\.png\\?v=`));
  });
});

/** A real PNG stored under media(n)'s key, as an image job would have stored it. */
async function storeHero(t: TestApp, n: number) {
  const poster = renderPoster({
    prompt: "x",
    aspectRatio: "16:9",
    includeText: false,
    grain: false,
    facts: { seed: "hero", headline: "Roasted this week.", brand: "Northbound" },
  });
  const [stored] = await t.action(internal.media.raster.storePngs, { svgs: [poster.svg] });
  await t.run(async (ctx) => {
    await ctx.db.insert("media", {
      key: media(n).slice("/api/media/".length),
      storageId: stored.storageId,
      contentType: "image/png",
      provider: "replicate",
    });
  });
}

async function cards(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("shareCards").take(10));
}

describe("GET /api/shared/{shareId}/card.png", () => {
  it("answers a 1200×630 PNG for a live idea link, drawn once and cached by what it shows", async () => {
    const { t, w } = await setup();
    await storeHero(t, 1);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    const { image } = (await (await t.fetch(`/api/shared/${shareId}/preview`)).json()) as {
      image: string;
    };
    const path = image.slice(SITE.length);

    const response = await t.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const png = new Uint8Array(await response.arrayBuffer());
    expect(sniffImageType(png)).toBe("image/png");
    expect(imageSize(png)).toEqual({ width: 1200, height: 630 });
    expect(response.headers.get("content-length")).toBe(String(png.byteLength));

    // A crawler's next hit reads the cached file: same bytes, no second card drawn.
    const [cached] = await cards(t);
    expect(cached).toMatchObject({ shareId, version: etag.slice(1, -1) });
    const again = await t.fetch(`/api/shared/${shareId}/card.png`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(png);
    // Without the version in the URL: briefly cached, revalidated by the ETag.
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");
    const notModified = await t.fetch(`/api/shared/${shareId}/card.png`, {
      headers: { "If-None-Match": etag },
    });
    expect(notModified.status).toBe(304);
    expect(await cards(t)).toEqual([cached]);
  });

  it("draws a campaign link's card, and a new one (replacing the old) when its line changes", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, []);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    const first = await t.fetch(`/api/shared/${shareId}/card.png`);
    expect(first.status).toBe(200);
    expect(imageSize(new Uint8Array(await first.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
    const [before] = await cards(t);

    await t.run(async (ctx) => await ctx.db.patch("campaignPages", pageId, { title: "Fresh" }));
    const second = await t.fetch(`/api/shared/${shareId}/card.png`);
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).not.toBe(first.headers.get("etag"));
    const after = await cards(t);
    expect(after).toHaveLength(1);
    expect(after[0].storageId).not.toBe(before.storageId);
    expect(await t.run(async (ctx) => await ctx.storage.get(before.storageId))).toBeNull();
  });

  it("answers 404 for a turned-off link (its card deleted), an unknown one and a bad path", async () => {
    const { t, w } = await setup();
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    expect((await t.fetch(`/api/shared/${shareId}/card.png`)).status).toBe(200);
    const [card] = await cards(t);
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId });
    const off = await t.fetch(`/api/shared/${shareId}/card.png`);
    expect(off.status).toBe(404);
    expect(off.headers.get("cache-control")).toBe("no-store");
    expect(await cards(t)).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.storage.get(card.storageId))).toBeNull();
    for (const path of [
      "/api/shared/AAAAAAAAAAAAAAAAAAAAAA/card.png",
      "/api/shared/x/card.png",
      `/api/shared/${shareId}/card.svg`,
    ]) {
      expect((await t.fetch(path)).status, path).toBe(404);
    }
  });
});

describe("GET /shared/{shareId}", () => {
  it("serves index.html with the link's preview tags", async () => {
    const { t, w } = await setup();
    const fetchMock = vi.fn(async (_url: string) => new Response(INDEX, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    const response = await t.fetch(`/shared/${shareId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${SITE}/shared-page.html`);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/shared/${shareId}" />`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${SITE}/api/shared/${shareId}/card\\.png\\?v=[0-9a-f]{24}" />`,
      ),
    );
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta name="twitter:image" content="[^"]+\/card\.png\?v=/);
    expect(html).not.toMatch(/svg/i);
    expect(html).not.toContain("generic");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("answers generic tags and 404 for an unknown link, and a small page when index.html fails", async () => {
    const { t } = await setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new Error("down");
      }),
    );
    const response = await t.fetch("/shared/AAAAAAAAAAAAAAAAAAAAAA");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Legendary — your AI advertising agency</title>");
    expect(html).toContain(`href="${SITE}/shared/AAAAAAAAAAAAAAAAAAAAAA"`);
    expect(html).not.toContain("og:image");
  });

  it("paints the share's first screen from the shared fields, escaped, with its visual preloaded", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, []);
    await t.run(async (ctx) => {
      await ctx.db.patch("campaignPages", pageId, { title: '<script>alert("x")</script> & co' });
      await ctx.db.patch("briefs", w.briefId, { brand: "<img src=x onerror=alert(1)>" });
    });
    vi.stubGlobal("fetch", site());
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    const response = await t.fetch(`/shared/${shareId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*)<\/div>\n<script>/.exec(html)?.[1] ?? "";
    expect(root).toContain(`data-prerendered="/shared/${shareId}"`);
    expect(root).toContain(`<img src="${media(9)}" alt="" class="shared-hero__image"/>`);
    expect(root).toContain("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</h1>");
    expect(root).toContain("<p>&lt;img src=x onerror=alert(1)&gt; · Campaign</p>");
    // With a visual the headline is set under the hero, by the app (it may be drawn in).
    expect(root).toContain("<p></p>");
    expect(root).not.toContain("Roasted this week.");
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    expect(html).not.toContain("__LEGENDARY_SHARED");
    // The hero visual is asked for before the stylesheets.
    expect(
      html.indexOf(`<link rel="preload" as="image" href="${media(9)}" fetchpriority="high">`),
    ).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(0);
  });

  it("gives a turned-off link no content, and uses index.html where the template is missing", async () => {
    const { t, w } = await setup();
    const fetchMock = site();
    vi.stubGlobal("fetch", fetchMock);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId });
    const off = await t.fetch(`/shared/${shareId}`);
    expect(off.status).toBe(404);
    const html = await off.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toMatch(/shared-hero|rel="preload"|__LEGENDARY_SHARED/);

    const older = site({ template: false });
    vi.stubGlobal("fetch", older);
    const { shareId: live } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    const fallback = await t.fetch(`/shared/${live}`);
    expect(fallback.status).toBe(200);
    expect(older.mock.calls.map(([url]) => url)).toEqual([
      `${SITE}/shared-page.html`,
      `${SITE}/index.html`,
    ]);
    const page = await fallback.text();
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain(`<meta property="og:url" content="${SITE}/shared/${live}" />`);
  });
});

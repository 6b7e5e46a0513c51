import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import {
  GENERIC_PREVIEW,
  injectPreviewTags,
  previewHeadTags,
  shareIdFromPath,
  type SharePreviewMeta,
} from "../../shared/sharePreview";
import {
  readSharedHero,
  SHARED_PAGE_FILE,
  withSharedFirstScreen,
  type SharedHero,
} from "../../shared/sharedFirstScreen";

/**
 * Link previews for /shared/{shareId} in development and `vite preview` (issue 16): crawlers
 * don't run JavaScript, so the served index.html must carry the link's Open Graph and Twitter
 * tags. The tags come from the backend's GET /api/shared/{id}/preview; an unknown link, or a
 * backend that is down or slow, gets the generic tags, and the page is served regardless.
 * (Production: the deployment's own GET /shared/{id} route does the same, convex/shareLinks.)
 */

type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

export type SharePreviewOptions = {
  /** Origin of the deployment's HTTP actions (where /api is proxied). */
  apiTarget: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 2_500;

function isMeta(value: unknown): value is SharePreviewMeta {
  if (typeof value !== "object" || value === null) return false;
  const meta = value as Record<string, unknown>;
  return (
    typeof meta.title === "string" &&
    typeof meta.description === "string" &&
    typeof meta.url === "string" &&
    (meta.image === null || typeof meta.image === "string")
  );
}

type Preview = { meta: SharePreviewMeta; hero: SharedHero | null };

async function fetchPreview(
  shareId: string,
  { apiTarget, fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: SharePreviewOptions,
): Promise<Preview | null> {
  const base = apiTarget.replace(/\/+$/, "");
  const target = `${base}/api/shared/${encodeURIComponent(shareId)}/preview`;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The page must not wait on a backend that hangs: past the limit, the generic tags.
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  const answer = (async () => {
    try {
      const response = await fetchImpl(target, { signal: controller.signal });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      if (!isMeta(body)) return null;
      return { meta: body, hero: readSharedHero((body as { hero?: unknown }).hero) };
    } catch {
      return null;
    }
  })();
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A request path's head tags (the link's own for a live share link, the generic ones for an
 * unknown one) and first screen (null: none), or null for a path that is not /shared/{id}.
 */
async function previewFor(
  requestPath: string,
  options: SharePreviewOptions,
  origin?: string,
): Promise<{ tags: string; hero: SharedHero | null } | null> {
  if (!/^\/shared\//.test(requestPath)) return null;
  const shareId = shareIdFromPath(requestPath);
  const preview = shareId === null ? null : await fetchPreview(shareId, options);
  if (preview !== null) return { tags: previewHeadTags(preview.meta), hero: preview.hero };
  const pathname = requestPath.split(/[?#]/)[0] ?? "/";
  const tags = previewHeadTags({
    ...GENERIC_PREVIEW,
    url: origin === undefined ? "" : `${origin}${pathname}`,
    image: null,
  });
  return { tags, hero: null };
}

/**
 * The head tags for a request path: the link's own for a live share link, the generic ones for
 * an unknown one, null for a path that is not /shared/{id} (served untouched).
 */
export async function sharePreviewTags(
  requestPath: string,
  options: SharePreviewOptions,
  origin?: string,
): Promise<string | null> {
  return (await previewFor(requestPath, options, origin))?.tags ?? null;
}

/**
 * The page with the path's preview tags and, when `html` is the share page template, the
 * link's first screen; any other path's page as it was.
 */
export async function withSharePreview(
  html: string,
  requestPath: string,
  options: SharePreviewOptions,
  origin?: string,
): Promise<string> {
  const preview = await previewFor(requestPath, options, origin);
  if (preview === null) return html;
  const pathname = requestPath.split(/[?#]/)[0] ?? "/";
  return injectPreviewTags(withSharedFirstScreen(html, pathname, preview.hero), preview.tags);
}

/** The build's share page template, or its index.html (a build from before the template). */
async function sharePageTemplate(outDir: string): Promise<string> {
  try {
    return await readFile(path.join(outDir, SHARED_PAGE_FILE), "utf8");
  } catch {
    return await readFile(path.join(outDir, "index.html"), "utf8");
  }
}

function originOf(headers: { host?: string }): string | undefined {
  return headers.host ? `http://${headers.host}` : undefined;
}

export function sharePreviewPlugin(options: SharePreviewOptions): Plugin {
  let outDir = "dist";
  return {
    name: "legendary-share-preview",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Development: the SPA fallback serves index.html for /shared/{id}; originalUrl says which.
    transformIndexHtml: {
      order: "post",
      handler: async (html, ctx) => {
        const requestPath = ctx.originalUrl ?? ctx.path;
        const local = ctx.server?.resolvedUrls?.local[0];
        const origin = local === undefined ? undefined : new URL(local).origin;
        return await withSharePreview(html, requestPath, options, origin);
      },
    },
    // `vite preview` would serve the built index.html as it is: answer /shared/{id} here first
    // (ahead of preview's compression, so the page is compressed here, as a host would).
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const requestPath = req.url ?? "/";
        if (req.method !== "GET" || !/^\/shared\//.test(requestPath)) return next();
        void (async () => {
          try {
            const html = await sharePageTemplate(outDir);
            const page = await withSharePreview(html, requestPath, options, originOf(req.headers));
            res.statusCode = 200;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.setHeader("Vary", "Accept-Encoding");
            if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
              res.setHeader("Content-Encoding", "gzip");
              res.end(gzipSync(page));
            } else {
              res.end(page);
            }
          } catch {
            next();
          }
        })();
      });
    },
  };
}

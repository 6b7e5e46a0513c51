import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import {
  GENERIC_PREVIEW,
  injectPreviewTags,
  previewHeadTags,
  shareIdFromPath,
  type SharePreviewMeta,
} from "../../shared/sharePreview";

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

async function fetchPreview(
  shareId: string,
  { apiTarget, fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: SharePreviewOptions,
): Promise<SharePreviewMeta | null> {
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
      return isMeta(body) ? body : null;
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
 * The head tags for a request path: the link's own for a live share link, the generic ones for
 * an unknown one, null for a path that is not /shared/{id} (served untouched).
 */
export async function sharePreviewTags(
  requestPath: string,
  options: SharePreviewOptions,
  origin?: string,
): Promise<string | null> {
  if (!/^\/shared\//.test(requestPath)) return null;
  const shareId = shareIdFromPath(requestPath);
  const preview = shareId === null ? null : await fetchPreview(shareId, options);
  if (preview !== null) return previewHeadTags(preview);
  const pathname = requestPath.split(/[?#]/)[0] ?? "/";
  return previewHeadTags({
    ...GENERIC_PREVIEW,
    url: origin === undefined ? "" : `${origin}${pathname}`,
    image: null,
  });
}

/** index.html with the path's preview tags, or as it was for any other path. */
export async function withSharePreview(
  html: string,
  requestPath: string,
  options: SharePreviewOptions,
  origin?: string,
): Promise<string> {
  const tags = await sharePreviewTags(requestPath, options, origin);
  return tags === null ? html : injectPreviewTags(html, tags);
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
    // `vite preview` serves the built index.html as it is: answer /shared/{id} here first.
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const requestPath = req.url ?? "/";
        if (req.method !== "GET" || !/^\/shared\//.test(requestPath)) return next();
        void (async () => {
          try {
            const html = await readFile(path.join(outDir, "index.html"), "utf8");
            const page = await withSharePreview(html, requestPath, options, originOf(req.headers));
            res.statusCode = 200;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(page);
          } catch {
            next();
          }
        })();
      });
    },
  };
}

import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { MAX_IMAGE_BYTES, MEDIA_PATH_PREFIX } from "../../shared/constants";
import { json } from "../lib/http";
import { MEDIA_KEY_PATTERN } from "./model";

/**
 * GET /api/media/{key}: a stored image with its content type. Keys are random and their images
 * never change, so answers are cached for a year. Anyone holding the URL may read it (images are
 * shared and exported by URL), so the key is the only secret and CORS is open.
 * The blob is handed to the Response as it is (streamed, never copied into an ArrayBuffer), and a
 * file over MAX_IMAGE_BYTES is refused from its stored size, unread: an HTTP action's answer is
 * capped at 20 MiB and would otherwise fail in the runtime instead of saying why.
 */

/**
 * Types shown inline: the raster images uploads may be, and our own SVG posters (inert under
 * the sandbox below; only an old poster the renderer could not draw is still served as one). A
 * row of any other type (none is written today) is a download.
 */
const INLINE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
]);

const SVG = "image/svg+xml";

const NOT_FOUND = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });

export function registerMediaRoutes(http: HttpRouter) {
  http.route({
    pathPrefix: MEDIA_PATH_PREFIX,
    method: "GET",
    handler: httpAction(async (ctx, request) => {
      const key = new URL(request.url).pathname.slice(MEDIA_PATH_PREFIX.length);
      if (!MEDIA_KEY_PATTERN.test(key)) return NOT_FOUND();
      const media = await ctx.runQuery(internal.media.internal.byKey, { key });
      if (media === null) return NOT_FOUND();
      if (media.size > MAX_IMAGE_BYTES) {
        const mib = MAX_IMAGE_BYTES / (1024 * 1024);
        return json({ error: `This image is larger than ${mib} MiB, so it can't be served.` }, 413);
      }
      let { storageId, contentType } = media;
      if (contentType === SVG) {
        // A poster stored as SVG (before posters were rasterised) becomes a PNG on its first
        // request, under the same key; if the renderer fails it is served as it was.
        const png = await ctx
          .runAction(internal.media.raster.rasterizeStored, { key })
          .catch((error: unknown) => {
            console.error(`Poster ${key} served as SVG: it could not be drawn to PNG.`, error);
            return null;
          });
        if (png !== null) {
          storageId = png;
          contentType = "image/png";
        }
      }
      const blob = await ctx.storage.get(storageId);
      if (blob === null) return NOT_FOUND();
      return new Response(blob, {
        status: 200,
        headers: {
          "Content-Type": contentType,
          "Content-Length": String(blob.size),
          // An SVG still here is one the renderer could not draw yet: ask again soon.
          "Cache-Control":
            contentType === SVG ? "public, max-age=300" : "public, max-age=31536000, immutable",
          ETag: `"${key}"`,
          "Access-Control-Allow-Origin": "*",
          "X-Content-Type-Options": "nosniff",
          // Our SVG posters carry no script; if one is opened directly, nothing in it may run.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          ...(INLINE_TYPES.has(contentType.toLowerCase())
            ? {}
            : { "Content-Disposition": "attachment" }),
        },
      });
    }),
  });
}

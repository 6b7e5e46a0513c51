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
 * the sandbox below). A row of any other type (none is written today) is a download.
 */
const INLINE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
]);

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
      const blob = await ctx.storage.get(media.storageId);
      if (blob === null) return NOT_FOUND();
      return new Response(blob, {
        status: 200,
        headers: {
          "Content-Type": media.contentType,
          "Content-Length": String(blob.size),
          "Cache-Control": "public, max-age=31536000, immutable",
          ETag: `"${key}"`,
          "Access-Control-Allow-Origin": "*",
          "X-Content-Type-Options": "nosniff",
          // Our SVG posters carry no script; if one is opened directly, nothing in it may run.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          ...(INLINE_TYPES.has(media.contentType.toLowerCase())
            ? {}
            : { "Content-Disposition": "attachment" }),
        },
      });
    }),
  });
}

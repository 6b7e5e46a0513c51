import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { messages } from "../../shared/errors";
import { hashSecret } from "./model";
import {
  UPLOAD_RULES,
  UPLOAD_SECRET_PATTERN,
  UPLOADS_PATH_PREFIX,
  mediaType,
  signatureMatches,
  type UploadProblem,
} from "./rules";
import type { UploadPurpose } from "./schema";

/**
 * POST /api/uploads/{secret}: the one upload an upload URL allows (./model.ts issueUploadUrl).
 * Answers `{ storageId }` as Convex's own upload endpoint does, so the browser's uploadFile
 * needs no second path. The declared type and length are checked before anything is read, the
 * bytes' signature and real size before anything is stored, and storage's own record of the
 * file once more before the ticket says "uploaded". A refusal is `{ error, code, problem }`
 * with the purpose's words. The secret is the only credential (no cookies), so CORS is open.
 */

const CORS_HEADERS = { "Access-Control-Allow-Origin": "*" };

function answer(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...CORS_HEADERS },
  });
}

const linkInvalid = () =>
  answer({ error: messages.uploads.linkInvalid, code: "NOT_FOUND", problem: "link" }, 404);

function refused(purpose: UploadPurpose, problem: UploadProblem): Response {
  return answer(
    { error: UPLOAD_RULES[purpose].refusal[problem], code: "INVALID_ARGUMENT", problem },
    problem === "size" ? 413 : 415,
  );
}

/** The declared Content-Length, or null when absent or not a whole number. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get("content-length");
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/** The body, read no further than `maxBytes` (null past it): a lie in Content-Length costs us nothing. */
async function readCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function registerUploadsRoutes(http: HttpRouter) {
  http.route({
    pathPrefix: UPLOADS_PATH_PREFIX,
    method: "POST",
    handler: httpAction(async (ctx, request) => {
      const secret = new URL(request.url).pathname.slice(UPLOADS_PATH_PREFIX.length);
      if (!UPLOAD_SECRET_PATTERN.test(secret)) return linkInvalid();
      const contentType = mediaType(request.headers.get("content-type"));
      const opened = await ctx.runMutation(internal.uploads.internal.begin, {
        tokenHash: await hashSecret(secret),
        contentType,
        contentLength: declaredLength(request),
      });
      if (opened.status === "invalid") return linkInvalid();
      if (opened.status === "refused") return refused(opened.purpose, opened.problem);
      const { ticketId, purpose } = opened;
      const bytes = await readCapped(request, UPLOAD_RULES[purpose].maxBytes);
      if (bytes === null || !signatureMatches(contentType, bytes)) {
        await ctx.runMutation(internal.uploads.internal.drop, { ticketId });
        return refused(purpose, bytes === null ? "size" : "type");
      }
      const storageId = await ctx.storage.store(new Blob([bytes], { type: contentType }));
      const outcome = await ctx.runMutation(internal.uploads.internal.finish, {
        ticketId,
        storageId,
      });
      if (outcome === "invalid") return linkInvalid();
      if (outcome !== "uploaded") return refused(purpose, outcome);
      return answer({ storageId }, 200);
    }),
  });

  // A cross-origin POST of an image type is preflighted; the answer allows exactly that.
  http.route({
    pathPrefix: UPLOADS_PATH_PREFIX,
    method: "OPTIONS",
    handler: httpAction(
      async () =>
        new Response(null, {
          status: 204,
          headers: {
            ...CORS_HEADERS,
            "Access-Control-Allow-Methods": "POST, OPTIONS",
            "Access-Control-Allow-Headers": "Content-Type",
            "Access-Control-Max-Age": "86400",
          },
        }),
    ),
  });
}

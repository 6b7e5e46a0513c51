import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { json, readJsonObject, statusFor } from "../lib/http";
import { waitForJob } from "../generation/wait";
import { messages, readAppError } from "../../shared/errors";
import { thumbnailFailure } from "./model";
import { parseVisualBody } from "./httpBody";
import type { ThumbnailsDto } from "./schema";
import { VISUAL_JOB_KIND } from "./jobShapes";

/**
 * The spec's visual endpoints (section 7). Identity comes from the bearer token only: a `userId`
 * in a body or an `x-user-id` header is ignored (anyone can write a header; only a signed token
 * says who is asking). The per-idea routes are entries of the /api/ideas/{id}/{action}
 * dispatcher in convex/ideas/http.ts:
 *   GET  /api/ideas/{id}/thumbnails → { success, urls, message, status, jobId }
 *   POST /api/ideas/{id}/thumbnails[?refresh=true] → the same once the job finished: existing
 *        thumbnails, a running generation joined, or a new one (waits up to HTTP_JOB_WAIT_MS;
 *        202 with status "running" past that). Failures: 402 'Insufficient credits for
 *        thumbnail generation', 422 'Unable to generate thumbnails. The content may have been
 *        flagged as inappropriate.', 500 'Failed to (re)generate thumbnails. Please try again.'
 *        Bodies always carry success, urls and message (plus error and code on failures).
 *   POST /api/ideas/{id}/store-thumbnails { thumbnails: string[] } → { success, ideaId, urls }
 * And:
 *   POST /api/generate-visual { ideaId | creativeIdea, visualPrompt?, magicPrompt?, includeText?,
 *        aspectRatio?, provider?, model?, teamLegend?, slideId?, count? }
 *        → { images: [{ url }], usedPrompt, visualId, jobId }; `visualApproach` is not read (the
 *        legends' own are used). Errors { error, code } with 400/401/402/403/404/422/500.
 */

/** An HTTP action's ctx (its generated type is loose; name it once). */
export type HttpCtx = Parameters<Parameters<typeof httpAction>[0]>[0];

const THUMBNAIL_TEXT = {
  ready: "Thumbnails ready",
  none: "No thumbnails yet",
  running: "Thumbnails are still being generated. Try again in a moment.",
};

function thumbnailsError(error: unknown, refresh: boolean): Response {
  const appError = readAppError(error);
  if (appError === null) {
    console.error(error);
    const message = messages.thumbnails.unexpected;
    return json({ success: false, urls: [], message, error: message }, 500);
  }
  const { code } = appError;
  const status = code === "INSUFFICIENT_CREDITS" ? 402 : statusFor(code);
  const message =
    code === "INSUFFICIENT_CREDITS" ? thumbnailFailure(code, refresh).message : appError.message;
  return json({ success: false, urls: [], message, error: message, code }, status);
}

/** The collage as the spec's `{ success, urls, message }`, with the status of its state. */
function thumbnailsAnswer(view: ThumbnailsDto, method: "GET" | "POST"): Response {
  const base = { urls: view.urls, status: view.status, jobId: view.jobId };
  if (view.status === "running") {
    return json({ success: false, ...base, message: THUMBNAIL_TEXT.running }, 202);
  }
  if (view.status === "failed") {
    const message = view.errorMessage ?? messages.thumbnails.exhausted;
    // Asking what exists after a failed regenerate still finds the previous collage.
    if (method === "GET" && view.urls.length > 0) return json({ success: true, ...base, message });
    const failure = thumbnailFailure(view.errorCode, false);
    return json(
      { success: false, ...base, message, error: message, code: view.errorCode },
      failure.status,
    );
  }
  return json({ success: true, ...base, message: THUMBNAIL_TEXT[view.status] });
}

export async function getThumbnails(ctx: HttpCtx, ideaId: string): Promise<Response> {
  try {
    const view = await ctx.runQuery(api.visuals.queries.thumbnails, { ideaId });
    return thumbnailsAnswer(view, "GET");
  } catch (error) {
    return thumbnailsError(error, false);
  }
}

export async function postThumbnails(
  ctx: HttpCtx,
  ideaId: string,
  request: Request,
): Promise<Response> {
  const refresh = new URL(request.url).searchParams.get("refresh") === "true";
  try {
    const started = await ctx.runMutation(api.visuals.mutations.requestThumbnails, {
      ideaId,
      refresh,
    });
    const jobId = started.jobId;
    if (started.status === "running" && jobId !== null) {
      await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
    }
    return thumbnailsAnswer(await ctx.runQuery(api.visuals.queries.thumbnails, { ideaId }), "POST");
  } catch (error) {
    return thumbnailsError(error, refresh);
  }
}

export async function postStoreThumbnails(
  ctx: HttpCtx,
  ideaId: string,
  request: Request,
): Promise<Response> {
  const body = await readJsonObject(request);
  const list: unknown = body?.thumbnails;
  if (!Array.isArray(list) || !list.every((url) => typeof url === "string")) {
    const error = "Send thumbnails: a list of image URLs.";
    return json({ success: false, error, code: "INVALID_ARGUMENT" }, 400);
  }
  try {
    const stored = await ctx.runMutation(api.visuals.mutations.storeThumbnails, {
      ideaId,
      thumbnails: list,
    });
    return json({ success: true, ...stored });
  } catch (error) {
    const appError = readAppError(error);
    if (appError === null) console.error(error);
    const message = appError?.message ?? messages.thumbnails.unexpected;
    const code = appError?.code ?? "INTERNAL";
    return json({ success: false, error: message, code }, appError ? statusFor(code) : 500);
  }
}

const VISUAL_FAILED = messages.visualAndFavourite.visualFailed;

function visualError(error: unknown): Response {
  const appError = readAppError(error);
  if (appError === null) {
    console.error(error);
    return json({ error: VISUAL_FAILED }, 500);
  }
  return json({ error: appError.message, code: appError.code }, statusFor(appError.code));
}

const generateVisual = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  if (body === null) return json({ error: "Send a JSON object.", code: "INVALID_ARGUMENT" }, 400);
  const parsed = parseVisualBody(body);
  if (!parsed.ok) return json({ error: parsed.error, code: "INVALID_ARGUMENT" }, 400);
  const { teamLegend, ...args } = parsed.value;
  let jobId: Id<"generationJobs">;
  try {
    let teamLegendId: Id<"creativeLegends"> | undefined;
    if (teamLegend !== undefined) {
      [teamLegendId] = await ctx.runQuery(internal.ideas.internal.resolveLegendRefs, {
        refs: [teamLegend],
      });
    }
    ({ jobId } = await ctx.runMutation(api.visuals.mutations.generateVisual, {
      ...args,
      ...(teamLegendId === undefined ? {} : { teamLegendId }),
    }));
  } catch (error) {
    return visualError(error);
  }
  const job = await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
  if (job?.kind === VISUAL_JOB_KIND && job.status === "succeeded" && job.result) {
    const { result } = job;
    return json({
      images: result.urls.map((url) => ({ url })),
      usedPrompt: result.usedPrompt,
      visualId: result.visualId,
      jobId,
    });
  }
  if (job?.status === "failed") {
    const code = job.errorCode ?? "INTERNAL";
    const status = code === "CONTENT_FLAGGED" ? 422 : code === "PROVIDER_CREDITS" ? 402 : 500;
    return json({ error: VISUAL_FAILED, code, detail: job.errorMessage ?? null, jobId }, status);
  }
  return json({ jobId, status: job?.status ?? "queued" }, 202);
});

export function registerVisualsRoutes(http: HttpRouter) {
  http.route({ path: "/api/generate-visual", method: "POST", handler: generateVisual });
}

import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { ownOrigins } from "../lib/env";
import { defaultTextSettings } from "../lib/ai/llm";
import { startJob } from "../generation/model";
import { ideaAccessOrThrow, legendOfIdea } from "../ideas/model";
import { MEDIA_KEY_PATTERN, mediaByKey, mediaUrl } from "../media/model";
import { COLLAGE, CREDIT_COSTS, MEDIA_PATH_PREFIX } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { THUMBNAILS_JOB_KIND, type ThumbnailsJobInput } from "./jobShapes";
import { thumbnailImages } from "./prompts";
import type { ThumbnailsDto } from "./schema";

/**
 * An idea's collage thumbnails: one generation per idea at a time (a request while one runs
 * joins it), stored on the idea once all three images exist, and the spec's failure texts.
 */

export const thumbnailSteps = {
  queued: "Waiting for the studio…",
  sketching: "Sketching the collage…",
  progress: (done: number, total: number) => `${done} of ${total} images ready…`,
};

type Job = Doc<"generationJobs">;

export function isActive(job: Job | null): job is Job {
  return job !== null && (job.status === "queued" || job.status === "running");
}

type Failure = { status: 402 | 422 | 500; message: string };

/**
 * The spec's thumbnail failures (section 8) by cause: out of credit (the user's Legend Credits
 * or the image provider's account) is 402, flagged content 422, anything else 500 in the words
 * of a first generation or of a regenerate.
 */
export function thumbnailFailure(code: string | null | undefined, refresh: boolean): Failure {
  const text = messages.thumbnails;
  if (code === "PROVIDER_CREDITS" || code === "INSUFFICIENT_CREDITS") {
    return { status: 402, message: text.insufficientCredits };
  }
  if (code === "CONTENT_FLAGGED") return { status: 422, message: text.contentFlagged };
  return { status: 500, message: refresh ? text.regenerateFailed : text.exhausted };
}

export function thumbnailsView(idea: Doc<"ideas">, job: Job | null): ThumbnailsDto {
  const urls = idea.thumbnails ?? [];
  const failed = job?.status === "failed";
  const status = isActive(job) ? "running" : failed ? "failed" : urls.length > 0 ? "ready" : "none";
  const refresh = job?.kind === THUMBNAILS_JOB_KIND && job.input.refresh;
  return {
    ideaId: idea._id,
    status,
    urls,
    jobId: job?._id ?? null,
    step: isActive(job) ? (job.step ?? null) : null,
    errorCode: failed ? (job.errorCode ?? "INTERNAL") : null,
    errorMessage: failed ? thumbnailFailure(job.errorCode, refresh).message : null,
    provider: job?.metadata?.provider ?? null,
  };
}

export async function thumbnailJobOf(ctx: Pick<QueryCtx, "db">, idea: Doc<"ideas">) {
  return idea.thumbnailJobId ? await ctx.db.get("generationJobs", idea.thumbnailJobId) : null;
}

/**
 * POST /ideas/{id}/thumbnails behind the app's button and the HTTP route alike. A running job is
 * joined (no second spend, even with refresh); existing thumbnails are answered unless
 * `refresh`; otherwise a job starts, spending CREDIT_COSTS.thumbnails. Convex runs mutations
 * serializably, so two requests racing for the same idea cannot both start one: the second
 * sees the first's job on the idea and joins it.
 */
export async function requestThumbnails(
  ctx: MutationCtx,
  user: Doc<"users">,
  ideaId: string,
  refresh: boolean,
) {
  const idea = await ideaAccessOrThrow(
    ctx,
    ideaId,
    user,
    "write",
    messages.sharing.viewerCannotGenerate,
  );
  const current = await thumbnailJobOf(ctx, idea);
  if (isActive(current)) return { jobId: current._id, status: "running" as const, started: false };
  if (!refresh && (idea.thumbnails ?? []).length > 0) {
    return { jobId: idea.thumbnailJobId ?? null, status: "ready" as const, started: false };
  }
  const balance = user.legendCredits ?? 0;
  if (balance < CREDIT_COSTS.thumbnails) {
    throw appError("INSUFFICIENT_CREDITS", messages.thumbnails.insufficientCredits);
  }
  const legend = await legendOfIdea(ctx, idea);
  const brief = await ctx.db.get("briefs", idea.briefId);
  const input: ThumbnailsJobInput = {
    ideaId: idea._id,
    refresh,
    images: thumbnailImages(idea, brief?.brand ?? "", legend),
  };
  const jobId = await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: THUMBNAILS_JOB_KIND,
      cost: CREDIT_COSTS.thumbnails,
      // Image jobs have no text model; the job row wants settings all the same.
      settings: defaultTextSettings(),
      input,
      step: thumbnailSteps.queued,
    },
    internal.visuals.thumbnailGeneration.run,
  );
  await ctx.db.patch("ideas", idea._id, { thumbnailJobId: jobId });
  return { jobId, status: "running" as const, started: true };
}

/**
 * The media key of one of our own image URLs: `/api/media/{key}`, relative or on one of this
 * deployment's origins. Anything else (another host, another path, a storage URL) is null.
 */
export function mediaKeyOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://relative.invalid");
  } catch {
    return null;
  }
  const relative = parsed.origin === "http://relative.invalid" && url.startsWith("/");
  if (!relative && !ownOrigins().includes(parsed.origin)) return null;
  if (parsed.search || parsed.hash || !parsed.pathname.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = parsed.pathname.slice(MEDIA_PATH_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : null;
}

/**
 * POST /ideas/{id}/store-thumbnails: sets the collage from images the caller already has. Only
 * our own media URLs of images the caller's jobs made are accepted, so nobody can hang another
 * site's image (or someone else's) on an idea. Stored as canonical relative URLs.
 */
export async function storeThumbnails(
  ctx: MutationCtx,
  user: Doc<"users">,
  ideaId: string,
  urls: readonly string[],
): Promise<{ ideaId: Id<"ideas">; urls: string[] }> {
  const idea = await ideaAccessOrThrow(ctx, ideaId, user, "write");
  if (urls.length === 0 || urls.length > COLLAGE.thumbnailCount) {
    throw appError(
      "INVALID_ARGUMENT",
      `Send 1 to ${COLLAGE.thumbnailCount} thumbnail URLs, hero first.`,
    );
  }
  const keys: string[] = [];
  for (const url of urls) {
    const key = mediaKeyOf(url.trim());
    const media = key === null ? null : await mediaByKey(ctx, key);
    if (key === null || media === null || media.ownerId !== user._id) {
      throw appError("INVALID_ARGUMENT", "Thumbnails must be images generated for your ideas.");
    }
    if (!keys.includes(key)) keys.push(key);
  }
  const current = await thumbnailJobOf(ctx, idea);
  await ctx.db.patch("ideas", idea._id, {
    thumbnails: keys.map(mediaUrl),
    thumbnailKeys: keys,
    // A finished job's failure no longer describes the collage; a running one still lands.
    ...(isActive(current) ? {} : { thumbnailJobId: undefined }),
  });
  return { ideaId: idea._id, urls: keys.map(mediaUrl) };
}

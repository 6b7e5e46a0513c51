import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { defaultSettingsFor } from "../generation/settings";
import type { JobOf } from "../generation/jobShapes";
import { startJob } from "../generation/model";
import { getAdminSettings } from "../admin/model";
import type { GenerationMetadata } from "../lib/ai/types";
import { saveBrief } from "../briefs/model";
import { ownerIdeasCounter, storedIdeaText } from "../ideas/model";
import { bumpCounter } from "../system/counters";
import {
  discardUploads,
  keepUpload,
  ownUploadOrThrow,
  storedProblem,
  type OwnUpload,
} from "../uploads/model";
import { mediaUrl, removeMedia } from "../media/model";
import { BRIEF_LIMITS, CAMPAIGN_IMPORT, IMPORTED_IDEA_AUTHOR } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { IMPORT_JOB_KIND, type ImportJobInput, type ImportJobResult } from "./jobShapes";
import type { ImportDraft, ImportFacts } from "./prompt";

/**
 * Import an existing campaign (issue 18): checks the form and the uploaded images, keeps the
 * images as media, and starts the free "import" job that reads the text into a saved brief and
 * one idea on it (./generation.ts). Imports are free, so they are limited per day instead.
 */

/** Free imports per person per rolling day: the model is ours to pay for. */
export const IMPORTS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ImportArgs = {
  brand: string;
  campaignName: string;
  text: string;
  audience?: string;
  /** Storage ids as sent: each must be the caller's own unclaimed import upload. */
  imageIds: string[];
};

export type ImageRejection = { index: number; message: string };

function field(value: string, label: string, max: number, required: string | null): string {
  const trimmed = value.trim();
  if (required !== null && trimmed === "") throw appError("INVALID_ARGUMENT", required);
  if (trimmed.length > max) {
    throw appError("INVALID_ARGUMENT", validationMessages.tooLong(label, max));
  }
  return trimmed;
}

export function parseImportFacts(args: ImportArgs): ImportFacts {
  const t = messages.imports;
  return {
    brand: field(args.brand, "Brand name", CAMPAIGN_IMPORT.brand, t.brandRequired),
    campaignName: field(
      args.campaignName,
      "Campaign name",
      CAMPAIGN_IMPORT.campaignName,
      t.campaignNameRequired,
    ),
    text: field(args.text, "Campaign text", CAMPAIGN_IMPORT.text, t.textRequired),
    audience: field(args.audience ?? "", "Audience", CAMPAIGN_IMPORT.audience, null),
  };
}

/** Each image's problem, by its place in the request; the caller deletes the rejected files. */
function rejectedImages(uploads: readonly OwnUpload[]): ImageRejection[] {
  const rejected: ImageRejection[] = [];
  const mib = CAMPAIGN_IMPORT.maxImageBytes / (1024 * 1024);
  for (const [index, upload] of uploads.entries()) {
    const problem = storedProblem(upload);
    const name = `Image ${index + 1}`;
    if (problem === "type") rejected.push({ index, message: messages.imports.imageType(name) });
    if (problem === "size") {
      rejected.push({ index, message: messages.imports.imageTooLarge(name, mib) });
    }
  }
  return rejected;
}

async function assertUnderDailyLimit(ctx: MutationCtx, userId: Id<"users">) {
  const recent = await ctx.db
    .query("generationJobs")
    .withIndex("by_owner_and_kind", (q) => q.eq("ownerId", userId).eq("kind", IMPORT_JOB_KIND))
    .order("desc")
    .take(IMPORTS_PER_DAY);
  const oldest = recent[recent.length - 1];
  if (recent.length >= IMPORTS_PER_DAY && oldest._creationTime > Date.now() - DAY_MS) {
    throw appError(
      "RATE_LIMITED",
      `You can import ${IMPORTS_PER_DAY} campaigns a day. Please try again tomorrow.`,
    );
  }
}

/**
 * Starts an import, or answers which images were refused. Invalid text fields throw and keep
 * the uploads (the form resends them after a fix); an image id that is not the caller's own
 * unclaimed import upload is NOT_FOUND, touching nothing; refused images (the caller's own) are
 * deleted and reported, and nothing starts (a throw would undo the deletes, so that answer is
 * a value).
 */
export async function startImport(ctx: MutationCtx, userId: Id<"users">, args: ImportArgs) {
  const facts = parseImportFacts(args);
  if (args.imageIds.length > CAMPAIGN_IMPORT.maxImages) {
    throw appError("INVALID_ARGUMENT", messages.imports.tooManyImages(CAMPAIGN_IMPORT.maxImages));
  }
  if (new Set(args.imageIds).size !== args.imageIds.length) {
    throw appError("INVALID_ARGUMENT", "Each image can be imported once.");
  }
  await assertUnderDailyLimit(ctx, userId);
  const uploads: OwnUpload[] = [];
  for (const storageId of args.imageIds) {
    uploads.push(await ownUploadOrThrow(ctx, userId, "importImage", storageId));
  }
  const rejected = rejectedImages(uploads);
  if (rejected.length > 0) {
    await discardUploads(
      ctx,
      rejected.map(({ index }) => uploads[index]),
    );
    return { status: "rejected" as const, errors: rejected };
  }
  const imageKeys: string[] = [];
  for (const upload of uploads) imageKeys.push((await keepUpload(ctx, upload)).key);
  const admin = await getAdminSettings(ctx);
  const input: ImportJobInput = { facts, imageKeys };
  const jobId = await startJob(
    ctx,
    {
      ownerId: userId,
      kind: IMPORT_JOB_KIND,
      cost: 0,
      settings: defaultSettingsFor(admin.defaultModel),
      input,
      step: "Queued: reading your campaign next…",
    },
    internal.imports.generation.run,
  );
  return { status: "started" as const, jobId };
}

/**
 * A failed import's images (thrown or timed out: generation/kinds.ts runs this in the failing
 * transaction): deleted, since no brief or idea will show them.
 */
export async function discardImportImages(ctx: MutationCtx, job: JobOf<"import">) {
  await removeMedia(ctx, job.input.imageKeys);
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : trimmed.slice(0, max).trimEnd();
}

/** The brief's markdown: the reading, then the user's own text as they sent it. */
function briefContent(facts: ImportFacts, draft: ImportDraft): string {
  const heading = `# ${facts.brand}: ${facts.campaignName}`;
  const original = `## The campaign as submitted\n\n${facts.text}`;
  return clip([heading, draft.brief.content.trim(), original].join("\n\n"), BRIEF_LIMITS.content);
}

/**
 * Writes the import's brief and idea (the job's last step). The idea has no legend: it says
 * IMPORTED_IDEA_AUTHOR, and its thumbnails are the user's own images, so 'Campaign It' works.
 */
export async function finishImport(
  ctx: MutationCtx,
  args: {
    jobId: Id<"generationJobs">;
    ownerId: Id<"users">;
    input: ImportJobInput;
    draft: ImportDraft;
    metadata?: GenerationMetadata;
  },
): Promise<ImportJobResult> {
  const { facts, imageKeys } = args.input;
  const { brief, idea } = args.draft;
  const saved = await saveBrief(
    ctx,
    args.ownerId,
    {
      title: clip(`${facts.brand}: ${facts.campaignName}`, BRIEF_LIMITS.title),
      brand: clip(facts.brand, BRIEF_LIMITS.brand),
      audience: clip(facts.audience || brief.audience, BRIEF_LIMITS.audience),
      message: clip(brief.message || idea.headline, BRIEF_LIMITS.message),
      tone: clip(brief.tone, BRIEF_LIMITS.tone),
      uniqueSellingPoint: clip(brief.uniqueSellingPoint, BRIEF_LIMITS.uniqueSellingPoint),
      content: briefContent(facts, args.draft),
    },
    null,
  );
  const ideaId = await ctx.db.insert("ideas", {
    briefId: saved.briefId,
    ownerId: args.ownerId,
    legendName: IMPORTED_IDEA_AUTHOR,
    legendSlug: "",
    source: "import",
    jobId: args.jobId,
    order: 0,
    ...storedIdeaText({
      ...idea,
      campaignName: facts.campaignName,
      // Not ours to judge, and no legend thought it: both stay empty on an import.
      selfCritique: "",
      legendThinking: "",
    }),
    favoriteCount: 0,
    ...(args.metadata ? { generationMetadata: args.metadata } : {}),
    createdAt: Date.now(),
    thumbnails: imageKeys.map(mediaUrl),
    thumbnailKeys: imageKeys,
  });
  await bumpCounter(ctx, ownerIdeasCounter(args.ownerId), 1);
  return { briefId: saved.briefId, ideaId };
}

import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { ownProfileOrThrow } from "../brands/model";
import { syncMemberTitles } from "../sharing/model";
import { firstIssueMessage } from "../../shared/schemas/fields";
import { briefCheckSchema, saveBriefSchema } from "../../shared/schemas/brief";
import type { briefDtoValidator, briefSummaryValidator } from "./validators";

/**
 * Saved briefs: validation with the spec's messages, identical-brief detection, versions.
 * Plain functions taking ctx; the registrations in ./queries.ts and ./mutations.ts are thin.
 */

export type BriefDto = Infer<typeof briefDtoValidator>;
export type BriefSummary = Infer<typeof briefSummaryValidator>;

type Facts = { brand: string; audience: string; message: string; tone: string };
export type BriefValues = Facts & {
  title: string;
  content: string;
  uniqueSellingPoint: string;
  /** 'Main competitors (optional)' (issue 22); absent when empty. */
  competitors?: string;
  brandId?: Id<"brandProfiles">;
};

/** Parsed, with the brand profile id not yet known to be the caller's. */
export type ParsedBriefValues = Omit<BriefValues, "brandId"> & { brandId?: string };

/**
 * The values with their brand profile checked: the caller's own (a foreign or malformed id is
 * NOT_FOUND), or the one the parent version already carries (an editor keeps the owner's).
 */
export async function withCheckedBrand(
  ctx: Pick<QueryCtx, "db">,
  values: ParsedBriefValues,
  callerId: Id<"users">,
  inherited?: Id<"brandProfiles">,
): Promise<BriefValues> {
  const { brandId, ...rest } = values;
  if (!brandId) return rest;
  if (inherited !== undefined && brandId === inherited) return { ...rest, brandId: inherited };
  const profile = await ownProfileOrThrow(ctx, brandId, callerId);
  return { ...rest, brandId: profile._id };
}

function invalid(error: { issues: readonly { message: string }[] }): never {
  throw appError("INVALID_ARGUMENT", firstIssueMessage(error));
}

/**
 * Checks a brief to save (trimmed, capped, title and content present) or throws. A brand
 * profile id is checked for shape here; ./mutations.ts checks it is the caller's
 * (brands/model.ts ownBrandIdOrThrow) before anything is written.
 */
export function parseBriefValues(args: {
  brand: string;
  audience: string;
  message: string;
  tone: string;
  title: string;
  content: string;
  uniqueSellingPoint?: string;
  competitors?: string;
  brandId?: string;
}): ParsedBriefValues {
  const parsed = saveBriefSchema.safeParse(args);
  if (!parsed.success) invalid(parsed.error);
  const { brandId, competitors, ...values } = parsed.data;
  return {
    ...values,
    uniqueSellingPoint: values.uniqueSellingPoint ?? "",
    ...(competitors ? { competitors } : {}),
    ...(brandId ? { brandId } : {}),
  };
}

/** "Same brief" ignores surrounding and repeated whitespace, nothing else. */
function normalize(text: string): string {
  return text
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

async function sha256(parts: string[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(parts.map(normalize)));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function factsHash(facts: Facts): Promise<string> {
  return await sha256([facts.brand, facts.audience, facts.message, facts.tone]);
}

export async function contentHash(values: BriefValues): Promise<string> {
  return await sha256([
    values.title,
    values.brand,
    values.brandId ?? "",
    values.uniqueSellingPoint,
    values.audience,
    values.message,
    values.tone,
    values.content,
    // Only when given, so every brief saved before competitors existed keeps its hash (an
    // unchanged Update still reuses its parent). Not in factsHash: it is not one of the four.
    ...(values.competitors ? [values.competitors] : []),
  ]);
}

/**
 * The spec's identical-brief check (before auto-saving for ideas): the newest of the caller's
 * briefs with the same brand, audience, message and tone; when the content (and USP) is sent
 * too, only a brief identical in those as well counts.
 */
export async function findIdentical(
  ctx: Pick<QueryCtx, "db">,
  ownerId: Id<"users">,
  args: Facts & { uniqueSellingPoint?: string; content?: string },
): Promise<Doc<"briefs"> | null> {
  const parsed = briefCheckSchema.safeParse(args);
  if (!parsed.success) invalid(parsed.error);
  const facts = parsed.data;
  const hash = await factsHash(facts);
  const matches = await ctx.db
    .query("briefs")
    .withIndex("by_owner_and_factsHash", (q) => q.eq("ownerId", ownerId).eq("factsHash", hash))
    .order("desc")
    .take(20);
  return (
    matches.find(
      (brief) =>
        (facts.content === undefined || normalize(brief.content) === normalize(facts.content)) &&
        (facts.uniqueSellingPoint === undefined ||
          normalize(brief.uniqueSellingPoint) === normalize(facts.uniqueSellingPoint)),
    ) ?? null
  );
}

async function latestVersion(ctx: Pick<QueryCtx, "db">, rootId: Id<"briefs">) {
  return await ctx.db
    .query("briefs")
    .withIndex("by_root_and_version", (q) => q.eq("rootBriefId", rootId))
    .order("desc")
    .first();
}

export type SaveOutcome = { briefId: Id<"briefs">; reused: boolean; version: number };

/**
 * Saves a brief. Without a parent: reuses an identical brief of the owner's (same title, fields
 * and content) or starts a new family at version 1. With a parent (Update Brief): a new version
 * after the family's latest, unless nothing changed from the parent, which is then reused.
 */
export async function saveBrief(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  values: BriefValues,
  parent: Doc<"briefs"> | null,
): Promise<SaveOutcome> {
  const hash = await contentHash(values);
  if (parent !== null && parent.contentHash === hash) {
    return { briefId: parent._id, reused: true, version: parent.version };
  }
  if (parent === null) {
    const same = await ctx.db
      .query("briefs")
      .withIndex("by_owner_and_hash", (q) => q.eq("ownerId", ownerId).eq("contentHash", hash))
      .first();
    if (same !== null) return { briefId: same._id, reused: true, version: same.version };
  }
  const now = Date.now();
  const rootId = parent === null ? null : (parent.rootBriefId ?? parent._id);
  const latest = rootId === null ? null : await latestVersion(ctx, rootId);
  const version = latest === null ? 1 : latest.version + 1;
  const briefId = await ctx.db.insert("briefs", {
    ownerId,
    ...values,
    ...(parent === null ? {} : { parentBriefId: parent._id, rootBriefId: rootId! }),
    version,
    isLatest: true,
    factsHash: await factsHash(values),
    contentHash: hash,
    createdAt: now,
    updatedAt: now,
  });
  if (parent === null) await ctx.db.patch("briefs", briefId, { rootBriefId: briefId });
  if (latest !== null && latest.isLatest) {
    await ctx.db.patch("briefs", latest._id, { isLatest: false, updatedAt: now });
  }
  if (rootId !== null && latest?.title !== values.title) {
    await syncMemberTitles(ctx, rootId, values.title);
  }
  return { briefId, reused: false, version };
}

export function toBriefDto(brief: Doc<"briefs">): BriefDto {
  return {
    id: brief._id,
    title: brief.title,
    brand: brief.brand,
    brandId: brief.brandId ?? null,
    uniqueSellingPoint: brief.uniqueSellingPoint,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    competitors: brief.competitors ?? "",
    content: brief.content,
    parentBriefId: brief.parentBriefId ?? null,
    rootBriefId: brief.rootBriefId ?? brief._id,
    version: brief.version,
    isLatest: brief.isLatest,
    createdAt: brief.createdAt,
    updatedAt: brief.updatedAt,
  };
}

export function toBriefSummary(brief: Doc<"briefs">): BriefSummary {
  const { content, ...dto } = toBriefDto(brief);
  return {
    ...dto,
    excerpt: content
      .replace(/[#*_>`-]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200),
  };
}

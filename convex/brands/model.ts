import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { tierFor } from "../billing/tiers";
import { mediaByKey, mediaUrl } from "../media/model";
import { discardUploads, keepUpload, ownUploadOrThrow, storedProblem } from "../uploads/model";
import { releaseUploadedMedia } from "../uploads/release";
import { UPLOAD_RULES } from "../uploads/rules";
import { BRAND_PROFILE_LIMITS, DEFAULT_BRAND_LIMIT } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { brandProfileInputSchema, type BrandProfileInput } from "../../shared/schemas/brandProfile";
import { firstIssueMessage } from "../../shared/schemas/fields";
import type { BrandProfileDto } from "./validators";

type Reader = Pick<QueryCtx, "db">;

/**
 * How many profiles the account may keep: its own brandLimit (spec 3, default 0) or its plan's
 * brandProfileLimit, whichever is higher, so a plan bought before anything wrote brandLimit
 * still counts.
 */
export async function brandLimitFor(ctx: Reader, user: Doc<"users">): Promise<number> {
  const plan = await tierFor(ctx as QueryCtx, user.subscriptionTier);
  const own = user.brandLimit ?? DEFAULT_BRAND_LIMIT;
  return Math.min(Math.max(own, plan.brandProfileLimit), BRAND_PROFILE_LIMITS.maxProfiles);
}

export function toBrandProfileDto(profile: Doc<"brandProfiles">): BrandProfileDto {
  return {
    id: profile._id,
    name: profile.name,
    industry: profile.industry ?? "",
    audience: profile.audience ?? "",
    voice: profile.voice,
    keyMessages: profile.keyMessages,
    colors: profile.colors,
    dos: profile.dos,
    donts: profile.donts,
    logoKey: profile.logoKey ?? null,
    logoUrl: profile.logoKey ? mediaUrl(profile.logoKey) : null,
    websiteUrl: profile.websiteUrl ?? null,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

export async function listOwnProfiles(
  ctx: Reader,
  ownerId: Id<"users">,
  max: number = BRAND_PROFILE_LIMITS.maxProfiles,
): Promise<Doc<"brandProfiles">[]> {
  return await ctx.db
    .query("brandProfiles")
    .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ownerId))
    .take(max);
}

/** The caller's profile; a malformed id and someone else's alike are NOT_FOUND. */
export async function ownProfileOrThrow(
  ctx: Reader,
  brandId: string,
  ownerId: Id<"users">,
): Promise<Doc<"brandProfiles">> {
  const id = ctx.db.normalizeId("brandProfiles", brandId);
  const profile = id === null ? null : await ctx.db.get("brandProfiles", id);
  if (profile === null || profile.ownerId !== ownerId) throw appError("NOT_FOUND");
  return profile;
}

export function parseBrandProfile(args: unknown): BrandProfileInput {
  const parsed = brandProfileInputSchema.safeParse(args);
  if (!parsed.success) throw appError("INVALID_ARGUMENT", firstIssueMessage(parsed.error));
  return parsed.data;
}

/**
 * A logo key is usable only if it is a logo the caller uploaded (./mutations.ts storeLogo):
 * not their imported campaign's image, nor a strip logo, which deleting the profile would take.
 */
/**
 * The caller's own kept logo, now shown by a profile: no longer "unattached", so the sweep
 * leaves it alone (convex/uploads/sweep.ts releaseUnattachedLogos).
 */
async function attachLogo(ctx: MutationCtx, key: string, ownerId: Id<"users">): Promise<void> {
  const media = await mediaByKey(ctx, key);
  if (
    media === null ||
    media.ownerId !== ownerId ||
    media.provider !== "upload" ||
    media.uploadPurpose !== "brandLogo"
  ) {
    throw appError("INVALID_ARGUMENT", messages.brands.logoMissing);
  }
  if (media.unattachedSince !== undefined) {
    await ctx.db.patch("media", media._id, { unattachedSince: undefined });
  }
}

/** After a profile stops pointing at a logo: its file goes unless something else uses it. */
async function removeLogo(ctx: MutationCtx, key: string | undefined, ownerId: Id<"users">) {
  if (key === undefined) return;
  await releaseUploadedMedia(ctx, key, { purpose: "brandLogo", ownerId });
}

/** Refuses a new profile at the plan's limit; limit 0 says it is a Pro feature. */
export async function assertMayAdd(ctx: Reader, user: Doc<"users">): Promise<void> {
  const limit = await brandLimitFor(ctx, user);
  if (limit <= 0) throw appError("FORBIDDEN", messages.brands.limitZero);
  const existing = await listOwnProfiles(ctx, user._id, limit);
  if (existing.length >= limit) throw appError("FORBIDDEN", messages.brands.atLimit(limit));
}

function stored(input: BrandProfileInput) {
  return {
    name: input.name,
    industry: input.industry || undefined,
    audience: input.audience || undefined,
    voice: input.voice.filter(Boolean),
    keyMessages: input.keyMessages.filter(Boolean),
    colors: input.colors.map((color) => color.toUpperCase()),
    dos: input.dos.filter(Boolean),
    donts: input.donts.filter(Boolean),
    logoKey: input.logoKey || undefined,
    websiteUrl: input.websiteUrl || undefined,
  };
}

export async function createProfile(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: unknown,
): Promise<Id<"brandProfiles">> {
  const input = parseBrandProfile(args);
  await assertMayAdd(ctx, user);
  if (input.logoKey) await attachLogo(ctx, input.logoKey, user._id);
  const now = Date.now();
  return await ctx.db.insert("brandProfiles", {
    ownerId: user._id,
    ...stored(input),
    createdAt: now,
    updatedAt: now,
  });
}

export async function updateProfile(
  ctx: MutationCtx,
  user: Doc<"users">,
  brandId: string,
  args: unknown,
): Promise<void> {
  const input = parseBrandProfile(args);
  const profile = await ownProfileOrThrow(ctx, brandId, user._id);
  const next = stored(input);
  if (next.logoKey && next.logoKey !== profile.logoKey) {
    await attachLogo(ctx, next.logoKey, user._id);
  }
  // `replace`, not `patch`: a field cleared in the form is cleared here too.
  await ctx.db.replace("brandProfiles", profile._id, {
    ownerId: profile.ownerId,
    ...next,
    createdAt: profile.createdAt,
    updatedAt: Date.now(),
  });
  if (profile.logoKey !== next.logoKey) await removeLogo(ctx, profile.logoKey, user._id);
}

export async function removeProfile(
  ctx: MutationCtx,
  user: Doc<"users">,
  brandId: string,
): Promise<void> {
  const profile = await ownProfileOrThrow(ctx, brandId, user._id);
  await ctx.db.delete("brandProfiles", profile._id);
  await removeLogo(ctx, profile.logoKey, user._id);
}

export type StoredLogo = { ok: true; key: string; url: string } | { ok: false; message: string };

/**
 * Records the caller's own logo upload as their logo. Only accounts that may keep profiles
 * may (the same check as the upload URL's); a storage id that is not the caller's unclaimed
 * logo upload is NOT_FOUND and touches nothing. The type and size are read from storage's own
 * metadata; a file that fails is deleted (it is the caller's own) and the refusal is an answer,
 * not a thrown error, which would roll the deletion back.
 */
export async function storeLogo(
  ctx: MutationCtx,
  user: Doc<"users">,
  storageId: string,
): Promise<StoredLogo> {
  if ((await brandLimitFor(ctx, user)) <= 0) {
    throw appError("FORBIDDEN", messages.brands.limitZero);
  }
  const upload = await ownUploadOrThrow(ctx, user._id, "brandLogo", storageId);
  const problem = storedProblem(upload);
  if (problem !== null) {
    await discardUploads(ctx, [upload]);
    return { ok: false, message: UPLOAD_RULES.brandLogo.refusal[problem] };
  }
  return { ok: true, ...(await keepUpload(ctx, upload)) };
}

/**
 * What prompts see of a profile: labelled plain text, for a delimited data block
 * (lib/ai/prompts/dataBlocks.ts). The logo and ids never go to a model.
 */
export function brandProfileFacts(
  profile: Pick<
    Doc<"brandProfiles">,
    "name" | "industry" | "audience" | "voice" | "keyMessages" | "colors" | "dos" | "donts"
  >,
): Record<string, string> {
  const facts: Record<string, string> = { name: profile.name };
  if (profile.industry) facts.industry = profile.industry;
  if (profile.audience) facts.audience = profile.audience;
  if (profile.voice.length > 0) facts.voice = profile.voice.join(", ");
  if (profile.keyMessages.length > 0) facts.keyMessages = profile.keyMessages.join(" | ");
  if (profile.colors.length > 0) facts.colours = profile.colors.join(", ");
  if (profile.dos.length > 0) facts.do = profile.dos.join(" | ");
  if (profile.donts.length > 0) facts.dont = profile.donts.join(" | ");
  return facts;
}

import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { mediaUrl } from "../media/model";
import { discardUploads, keepUpload, ownUploadOrThrow, storedProblem } from "../uploads/model";
import { releaseUploadedMedia } from "../uploads/release";
import { UPLOAD_RULES } from "../uploads/rules";
import { BRAND_LOGOS } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";

/** The brand logo strip (spec 2, 3, 9): admin-managed logos and the public list. */

export const brandLogoValidator = v.object({
  id: v.id("brandLogos"),
  name: v.string(),
  domain: v.string(),
  logoUrl: v.string(),
  /** The spec's "best logo" URL: the one stored image, so the same as logoUrl. */
  bestLogo: v.string(),
  format: v.string(),
  legendNames: v.array(v.string()),
});
export type BrandLogoDto = Infer<typeof brandLogoValidator>;

export const addLogoResultValidator = v.union(
  v.object({ status: v.literal("added"), logo: brandLogoValidator }),
  /** The upload was refused and deleted; `message` says why. */
  v.object({ status: v.literal("rejected"), message: v.string() }),
);

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "https://www.Example.com/about" → "example.com"; null when it is no domain. */
export function normalizeDomain(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/^www\./, "");
  return DOMAIN.test(host) ? host : null;
}

export function toBrandLogoDto(row: Doc<"brandLogos">): BrandLogoDto {
  const url = mediaUrl(row.mediaKey);
  return {
    id: row._id,
    name: row.name,
    domain: row.domain,
    logoUrl: url,
    bestLogo: url,
    format: row.format,
    legendNames: row.legendNames,
  };
}

/** Newest first, bounded by the strip's cap; only entries with name, domain and image (spec 5). */
export async function listBrandLogos(ctx: Pick<QueryCtx, "db">): Promise<BrandLogoDto[]> {
  const rows = await ctx.db
    .query("brandLogos")
    .withIndex("by_createdAt")
    .order("desc")
    .take(BRAND_LOGOS.max);
  return rows
    .filter((row) => row.name.trim() !== "" && row.domain.trim() !== "" && row.mediaKey !== "")
    .map(toBrandLogoDto);
}

export type NewLogo = {
  name: string;
  domain: string;
  legendNames: string[];
  /** As sent: it must be the admin's own unclaimed strip-logo upload. */
  storageId: string;
};

function parseLogo(args: NewLogo) {
  const name = args.name.replace(/\s+/g, " ").trim();
  if (name === "") throw appError("INVALID_ARGUMENT", messages.brandLogos.nameRequired);
  if (name.length > BRAND_LOGOS.name) {
    throw appError("INVALID_ARGUMENT", validationMessages.tooLong("Name", BRAND_LOGOS.name));
  }
  const domain = normalizeDomain(args.domain);
  if (domain === null) throw appError("INVALID_ARGUMENT", messages.brandLogos.domainInvalid);
  const legendNames = [
    ...new Set(args.legendNames.map((n) => n.replace(/\s+/g, " ").trim()).filter(Boolean)),
  ];
  if (legendNames.length > BRAND_LOGOS.maxLegendNames) {
    const text = messages.brandLogos.tooManyLegendNames(BRAND_LOGOS.maxLegendNames);
    throw appError("INVALID_ARGUMENT", text);
  }
  if (legendNames.some((n) => n.length > BRAND_LOGOS.legendName)) {
    throw appError(
      "INVALID_ARGUMENT",
      validationMessages.tooLong("Legend name", BRAND_LOGOS.legendName),
    );
  }
  return { name, domain, legendNames };
}

/**
 * Adds a logo. Invalid fields throw (the upload stays, so the admin can fix a typo and resend);
 * a storage id that is not this admin's own unclaimed strip-logo upload is NOT_FOUND, touching
 * nothing; a file of the wrong type or size is deleted and answered as "rejected" (a throw
 * would undo the delete).
 */
export async function addBrandLogo(ctx: MutationCtx, adminId: Id<"users">, args: NewLogo) {
  const fields = parseLogo(args);
  const count = (await ctx.db.query("brandLogos").withIndex("by_createdAt").take(BRAND_LOGOS.max))
    .length;
  if (count >= BRAND_LOGOS.max) {
    throw appError("INVALID_ARGUMENT", messages.brandLogos.full(BRAND_LOGOS.max));
  }
  const upload = await ownUploadOrThrow(ctx, adminId, "adminBrandLogo", args.storageId);
  const problem = storedProblem(upload);
  if (problem !== null) {
    await discardUploads(ctx, [upload]);
    return { status: "rejected" as const, message: UPLOAD_RULES.adminBrandLogo.refusal[problem] };
  }
  const stored = await keepUpload(ctx, upload);
  const id = await ctx.db.insert("brandLogos", {
    ...fields,
    mediaKey: stored.key,
    format: upload.contentType,
    createdBy: adminId,
    createdAt: Date.now(),
  });
  const row = await ctx.db.get("brandLogos", id);
  return { status: "added" as const, logo: toBrandLogoDto(row!) };
}

/**
 * Removes a logo, and its image unless something else still shows it (a brand profile that
 * points at the same key); a missing one is NOT_FOUND.
 */
export async function removeBrandLogo(ctx: MutationCtx, id: string) {
  const logoId = ctx.db.normalizeId("brandLogos", id);
  const row = logoId === null ? null : await ctx.db.get("brandLogos", logoId);
  if (row === null) throw appError("NOT_FOUND");
  await ctx.db.delete("brandLogos", row._id);
  await releaseUploadedMedia(ctx, row.mediaKey, { purpose: "adminBrandLogo", legacyToo: true });
}

import {
  BRAND_LOGOS,
  BRAND_PROFILE_LIMITS,
  CAMPAIGN_IMPORT,
  UPLOAD_IMAGE_TYPES,
} from "../../shared/constants";
import { messages } from "../../shared/errors";
import type { UploadPurpose } from "./schema";

/**
 * What each purpose accepts, and the words for a refusal. The upload route applies the rule
 * before it stores anything; claiming checks the stored file against it again.
 */

export type UploadProblem = "type" | "size";

export type UploadRule = {
  types: readonly string[];
  maxBytes: number;
  /** What the person is told: the spec's words for their form. */
  refusal: Record<UploadProblem, string>;
  /** NOT_FOUND's words when a storage id is not the caller's unclaimed upload for it. */
  missing: string;
};

const mib = (bytes: number) => bytes / (1024 * 1024);

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  brandLogo: {
    types: BRAND_PROFILE_LIMITS.logoTypes,
    maxBytes: BRAND_PROFILE_LIMITS.logoBytes,
    refusal: {
      type: messages.brands.logoType,
      size: messages.brands.logoTooLarge(mib(BRAND_PROFILE_LIMITS.logoBytes)),
    },
    missing: messages.brands.logoMissing,
  },
  importImage: {
    types: UPLOAD_IMAGE_TYPES,
    maxBytes: CAMPAIGN_IMPORT.maxImageBytes,
    // The form names the image by its place ("Image 2: …") from the problem code.
    refusal: {
      type: messages.imports.imageType("This image"),
      size: messages.imports.imageTooLarge("This image", mib(CAMPAIGN_IMPORT.maxImageBytes)),
    },
    missing: messages.imports.imageMissing,
  },
  adminBrandLogo: {
    types: UPLOAD_IMAGE_TYPES,
    maxBytes: BRAND_LOGOS.maxImageBytes,
    refusal: {
      type: messages.brandLogos.imageType,
      size: messages.brandLogos.imageTooLarge(mib(BRAND_LOGOS.maxImageBytes)),
    },
    missing: messages.brandLogos.imageMissing,
  },
};

/** How long an upload URL may be used, as Convex's own: one hour. */
export const UPLOAD_URL_LIFETIME_MS = 60 * 60 * 1000;
/** A POST that began is given this long to finish before its ticket lapses. */
export const RECEIVING_LIMIT_MS = 60 * 60 * 1000;
/** An upload nobody claims is deleted after a day. */
export const UNCLAIMED_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Tickets and unclaimed uploads one person may have at once. An import sends ten images and a
 * page reload abandons them (swept a day later), so this leaves room for ten such tries while
 * capping what one account can park in storage (about 1 GiB of imports).
 */
export const MAX_OPEN_UPLOADS = 100;

export const UPLOADS_PATH_PREFIX = "/api/uploads/";
/** 32 random bytes, base64url. */
export const UPLOAD_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** "image/PNG; charset=binary" → "image/png": only the media type counts. */
export function mediaType(header: string | null | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

/** What is wrong with a declared type and size under a rule, or null when both may be kept. */
export function ruleProblem(
  rule: UploadRule,
  contentType: string,
  size: number | null,
): UploadProblem | null {
  if (!rule.types.includes(mediaType(contentType))) return "type";
  if (size !== null && size > rule.maxBytes) return "size";
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Whether the bytes are what the declared type says, from their signature: a file that claims
 * to be a PNG but is HTML (or anything else) is refused before it is stored.
 */
export function signatureMatches(contentType: string, bytes: Uint8Array): boolean {
  switch (mediaType(contentType)) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
    default:
      return false;
  }
}

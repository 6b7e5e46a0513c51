import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { API_KEYS } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import type { ApiKeyDto, CreatedKey } from "./validators";

/**
 * Personal API keys (issue 43). A key is made from the runtime's cryptographic random source
 * and kept only as its SHA-256: a leaked table cannot be replayed. Revoking stamps `revokedAt`
 * and `ownerOfKey` refuses such a key at once, in the same way a missing one is refused.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** The largest multiple of 62 below 256: bytes at or above it are drawn again (no modulo bias). */
const UNBIASED_BELOW = 248;

/** `lgd_` and API_KEYS.secretChars random base62 characters. */
export function newApiKey(): string {
  let secret = "";
  while (secret.length < API_KEYS.secretChars) {
    for (const byte of crypto.getRandomValues(new Uint8Array(API_KEYS.secretChars))) {
      if (byte < UNBIASED_BELOW && secret.length < API_KEYS.secretChars) {
        secret += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return `${API_KEYS.prefix}${secret}`;
}

export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A plausible key: the right prefix and length, base62 only (anything else is not looked up). */
export function looksLikeApiKey(key: string): boolean {
  return new RegExp(`^${API_KEYS.prefix}[A-Za-z0-9]{${API_KEYS.secretChars}}$`).test(key);
}

export function checkedKeyName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (trimmed === "") throw appError("INVALID_ARGUMENT", messages.apiKeys.nameRequired);
  if (trimmed.length > API_KEYS.nameMaxChars) {
    throw appError("INVALID_ARGUMENT", validationMessages.tooLong("Name", API_KEYS.nameMaxChars));
  }
  return trimmed;
}

async function activeKeys(ctx: Pick<QueryCtx, "db">, ownerId: Id<"users">, limit: number) {
  return await ctx.db
    .query("apiKeys")
    .withIndex("by_owner_and_revokedAt", (q) => q.eq("ownerId", ownerId).eq("revokedAt", undefined))
    .take(limit);
}

/** A new key for `ownerId`, answered once; only its hash and first characters are stored. */
export async function createKey(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  name: string,
): Promise<CreatedKey> {
  const checkedName = checkedKeyName(name);
  if ((await activeKeys(ctx, ownerId, API_KEYS.maxActive)).length >= API_KEYS.maxActive) {
    throw appError("FORBIDDEN", messages.apiKeys.atLimit(API_KEYS.maxActive));
  }
  const key = newApiKey();
  const id = await ctx.db.insert("apiKeys", {
    ownerId,
    name: checkedName,
    hash: await hashApiKey(key),
    prefix: key.slice(0, API_KEYS.shownChars),
    createdAt: Date.now(),
  });
  return { id, key };
}

/** The caller's own key by id; another person's, a missing or a malformed id is NOT_FOUND. */
export async function ownKeyOrThrow(
  ctx: Pick<QueryCtx, "db">,
  keyId: string,
  ownerId: Id<"users">,
): Promise<Doc<"apiKeys">> {
  const id = ctx.db.normalizeId("apiKeys", keyId);
  const key = id === null ? null : await ctx.db.get("apiKeys", id);
  if (key === null || key.ownerId !== ownerId) throw appError("NOT_FOUND", "API key not found.");
  return key;
}

/** Revoking twice is harmless: the first revocation's time stays. */
export async function revokeKey(ctx: MutationCtx, keyId: string, ownerId: Id<"users">) {
  const key = await ownKeyOrThrow(ctx, keyId, ownerId);
  if (key.revokedAt === undefined) {
    await ctx.db.patch("apiKeys", key._id, { revokedAt: Date.now() });
  }
}

export function toApiKeyDto(key: Doc<"apiKeys">): ApiKeyDto {
  return {
    id: key._id,
    name: key.name,
    prefix: `${key.prefix}…`,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt ?? null,
    revokedAt: key.revokedAt ?? null,
  };
}

/** Every key an account has made is listed; revoked ones stay, marked, for the record. */
export const LIST_MAX = 50;

export async function listKeys(ctx: Pick<QueryCtx, "db">, ownerId: Id<"users">) {
  const keys = await ctx.db
    .query("apiKeys")
    .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ownerId))
    .order("desc")
    .take(LIST_MAX);
  return keys.map(toApiKeyDto);
}

/**
 * The owner of a live key, noting its use (at most every API_KEYS.lastUsedEveryMs); null for
 * anything that is not a live key of an existing account: unknown, revoked, malformed.
 */
export async function ownerOfKey(ctx: MutationCtx, key: string): Promise<Doc<"users"> | null> {
  if (!looksLikeApiKey(key)) return null;
  const hash = await hashApiKey(key);
  const row = await ctx.db
    .query("apiKeys")
    .withIndex("by_hash", (q) => q.eq("hash", hash))
    .unique();
  if (row === null || row.revokedAt !== undefined) return null;
  const owner = await ctx.db.get("users", row.ownerId);
  if (owner === null) return null;
  const now = Date.now();
  if (row.lastUsedAt === undefined || now - row.lastUsedAt >= API_KEYS.lastUsedEveryMs) {
    await ctx.db.patch("apiKeys", row._id, { lastUsedAt: now });
  }
  return owner;
}

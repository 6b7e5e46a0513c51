import { randomBytes } from "node:crypto";

/** As on Convex, an upload URL is good for one upload within an hour. */
const LIFETIME_MS = 60 * 60 * 1000;
const MAX_OUTSTANDING = 10_000;

export type TokenCheck = { ok: true } | { ok: false; reason: string };

/**
 * The tokens of the upload URLs `ctx.storage.generateUploadUrl()` handed out. They live in
 * memory: a restart (a code push) invalidates outstanding URLs, and the app asks for a new one.
 */
export class UploadTokens {
  private readonly issued = new Map<string, number>();
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    const token = randomBytes(24).toString("base64url");
    this.prune();
    this.issued.set(token, this.now() + LIFETIME_MS);
    return token;
  }

  /** Accepts a token once; says why a refused one is refused. */
  consume(token: string | null): TokenCheck {
    if (!token) return { ok: false, reason: "The upload URL has no token." };
    if (this.used.has(token)) {
      return { ok: false, reason: "This upload URL was already used; generate a new one." };
    }
    const expiresAt = this.issued.get(token);
    if (expiresAt === undefined) {
      return { ok: false, reason: "The upload URL's token is not one this deployment issued." };
    }
    this.issued.delete(token);
    if (expiresAt < this.now()) {
      return { ok: false, reason: "The upload URL has expired; generate a new one." };
    }
    this.used.set(token, expiresAt);
    return { ok: true };
  }

  private prune() {
    const now = this.now();
    for (const map of [this.issued, this.used]) {
      for (const [token, expiresAt] of map) {
        if (expiresAt >= now && map.size < MAX_OUTSTANDING) break;
        map.delete(token);
      }
    }
  }
}

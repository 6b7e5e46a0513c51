import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from "jose";
import type { UserIdentity } from "convex/server";

/**
 * Keys and token verification. @convex-dev/auth signs its JWTs with
 * JWT_PRIVATE_KEY and publishes JWKS at the site's /.well-known/jwks.json;
 * the backend trusts the providers of `convex/auth.config.ts`, as Convex does.
 */

export type AuthKeys = { JWT_PRIVATE_KEY: string; JWKS: string };

/** The deployment's signing keys: generated on first start, then kept. */
export async function loadOrCreateKeys(dataDir: string): Promise<AuthKeys> {
  const file = path.join(dataDir, "auth-keys.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as AuthKeys;
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const jwk = publicKey.export({ format: "jwk" });
  const keys: AuthKeys = {
    // The same shape `npx @convex-dev/auth` writes: the PEM on one line.
    JWT_PRIVATE_KEY: pem.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", alg: "RS256", ...jwk }] }),
  };
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

export type Provider =
  | { type?: undefined; domain: string; applicationID: string }
  | { type: "customJwt"; issuer: string; jwks: string; applicationID?: string; algorithm: string };

type Verified = { identity: UserIdentity } | { error: string };
type Proven = { identity: UserIdentity; exp?: number } | { error: string };
type VerifierOptions = {
  /** Verified tokens kept (least recently used go first). */
  maxCached?: number;
  now?: () => number;
};

/** Keys are re-read this often; a token signed by a key not seen yet re-reads them at once. */
const JWKS_MAX_AGE_MS = 10 * 60_000;
/** A slow answer from the issuer (even this process's own site, under load) is still an answer. */
const FETCH_TIMEOUT_MS = 30_000;
/** A failed OpenID discovery is tried again after this. */
const DISCOVERY_RETRY_MS = 60_000;
/** Tokens without an expiry are trusted this long before they are verified again. */
const NO_EXPIRY_TTL_MS = 60_000;

/** Issuers compare equal with or without trailing slashes, as Convex compares them. */
export function normalizeIssuer(issuer: string): string {
  return issuer.replace(/\/+$/, "");
}

export class TokenVerifier {
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  private readonly discovered = new Map<
    string,
    { url: Promise<string>; failedAt: number | null }
  >();
  /** By signature: one signature is one token, so a cached identity is only reused for it. */
  private readonly verified = new Map<
    string,
    { token: string; identity: UserIdentity; until: number }
  >();
  private readonly maxCached: number;
  private readonly now: () => number;

  private constructor(
    private readonly providers: Provider[],
    options: VerifierOptions = {},
  ) {
    this.maxCached = options.maxCached ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  static async load(functionsDir: string): Promise<TokenVerifier> {
    const file = ["auth.config.ts", "auth.config.js"]
      .map((name) => path.join(functionsDir, name))
      .find((candidate) => existsSync(candidate));
    if (!file) return new TokenVerifier([]);
    const config = (await import(pathToFileURL(file).href)) as {
      default: { providers: Provider[] };
    };
    return new TokenVerifier(config.default.providers ?? []);
  }

  static fromProviders(providers: Provider[], options?: VerifierOptions): TokenVerifier {
    return new TokenVerifier(providers, options);
  }

  get cachedTokens(): number {
    return this.verified.size;
  }

  /** The identity a token proves, or an error message saying why it doesn't. */
  async verify(token: string): Promise<Verified> {
    const signature = token.slice(token.lastIndexOf(".") + 1);
    const cached = this.verified.get(signature);
    if (cached && cached.token === token && cached.until > this.now()) {
      this.verified.delete(signature);
      this.verified.set(signature, cached);
      return { identity: cached.identity };
    }
    if (cached) this.verified.delete(signature);
    const result = await this.verifyUncached(token);
    if ("error" in result) return result;
    this.remember(signature, token, result.identity, result.exp);
    return { identity: result.identity };
  }

  private remember(signature: string, token: string, identity: UserIdentity, exp?: number) {
    const until = exp !== undefined ? exp * 1000 : this.now() + NO_EXPIRY_TTL_MS;
    this.verified.set(signature, { token, identity, until });
    for (const oldest of this.verified.keys()) {
      if (this.verified.size <= this.maxCached) break;
      this.verified.delete(oldest);
    }
  }

  private async verifyUncached(token: string): Promise<Proven> {
    let issuer: string;
    try {
      issuer = normalizeIssuer(String(decodeJwt(token).iss ?? ""));
    } catch {
      return { error: "Could not decode token: it is not a JWT" };
    }
    let lastError = "No auth provider found matching the given token";
    for (const provider of this.providers) {
      const expected = provider.type === "customJwt" ? provider.issuer : provider.domain;
      if (normalizeIssuer(expected) !== issuer) continue;
      try {
        const jwksUrl =
          provider.type === "customJwt" ? provider.jwks : await this.discoverJwks(expected);
        const { payload } = await jwtVerify(token, this.keySet(jwksUrl), {
          currentDate: new Date(this.now()),
          ...(provider.applicationID ? { audience: provider.applicationID } : {}),
          ...(provider.type === "customJwt" ? { algorithms: [provider.algorithm] } : {}),
        });
        return { identity: identityFromClaims(payload), exp: payload.exp };
      } catch (error) {
        lastError = `Could not verify token claim: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return { error: lastError };
  }

  /** `jwks_uri` of the issuer's OpenID configuration, else `{domain}/.well-known/jwks.json`. */
  private discoverJwks(domain: string): Promise<string> {
    const base = normalizeIssuer(domain);
    const known = this.discovered.get(base);
    if (known && (known.failedAt === null || this.now() - known.failedAt < DISCOVERY_RETRY_MS)) {
      return known.url;
    }
    const entry: { url: Promise<string>; failedAt: number | null } = {
      url: Promise.resolve(""),
      failedAt: null,
    };
    entry.url = (async () => {
      const fallback = `${base}/.well-known/jwks.json`;
      try {
        const response = await fetch(`${base}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (!response.ok) return fallback;
        const config = (await response.json()) as { jwks_uri?: unknown };
        return typeof config.jwks_uri === "string" ? config.jwks_uri : fallback;
      } catch {
        entry.failedAt = this.now();
        return fallback;
      }
    })();
    this.discovered.set(base, entry);
    return entry.url;
  }

  private keySet(url: string) {
    let set = this.keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), {
        cacheMaxAge: JWKS_MAX_AGE_MS,
        timeoutDuration: FETCH_TIMEOUT_MS,
      });
      this.keySets.set(url, set);
    }
    return set;
  }
}

const CLAIM_TO_FIELD: Record<string, keyof UserIdentity> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const REGISTERED = new Set(["iss", "sub", "aud", "exp", "iat", "nbf", "jti"]);

/** Maps JWT claims to `UserIdentity` the way Convex does. */
export function identityFromClaims(claims: JWTPayload): UserIdentity {
  const issuer = String(claims.iss);
  const subject = String(claims.sub);
  const identity: Record<string, unknown> = {
    tokenIdentifier: `${issuer}|${subject}`,
    issuer,
    subject,
  };
  for (const [claim, value] of Object.entries(claims)) {
    if (REGISTERED.has(claim) || value === undefined) continue;
    identity[CLAIM_TO_FIELD[claim] ?? claim] = value;
  }
  return identity as UserIdentity;
}

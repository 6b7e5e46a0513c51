import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
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

type Provider =
  | { type?: undefined; domain: string; applicationID: string }
  | { type: "customJwt"; issuer: string; jwks: string; applicationID?: string; algorithm: string };

export class TokenVerifier {
  private readonly jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  private constructor(private readonly providers: Provider[]) {}

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

  /** The identity a token proves, or an error message saying why it doesn't. */
  async verify(token: string): Promise<{ identity: UserIdentity } | { error: string }> {
    let lastError = "No auth provider found matching the given token";
    for (const provider of this.providers) {
      const issuer = provider.type === "customJwt" ? provider.issuer : provider.domain;
      const jwksUrl =
        provider.type === "customJwt"
          ? provider.jwks
          : `${provider.domain.replace(/\/$/, "")}/.well-known/jwks.json`;
      try {
        const { payload } = await jwtVerify(token, this.keySet(jwksUrl), {
          issuer: [issuer, issuer.replace(/\/$/, "")],
          ...(provider.applicationID ? { audience: provider.applicationID } : {}),
          ...(provider.type === "customJwt" ? { algorithms: [provider.algorithm] } : {}),
        });
        return { identity: identityFromClaims(payload) };
      } catch (error) {
        lastError = `Could not verify token claim: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return { error: lastError };
  }

  private keySet(url: string) {
    let set = this.jwks.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { cacheMaxAge: 60_000 });
      this.jwks.set(url, set);
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

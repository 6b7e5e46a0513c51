import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decodeJwt, generateKeyPair, importPKCS8, SignJWT, type JWTPayload } from "jose";
import { e2eDataDir } from "./ports.ts";

/**
 * The session @convex-dev/auth/react keeps in local storage (`__convexAuthJWT_<namespace>` and
 * `__convexAuthRefreshToken_<namespace>`), and forged or broken replacements for it, to test
 * what the app does with a stored session it cannot use.
 */

const PREFIX = { jwt: "__convexAuthJWT_", refresh: "__convexAuthRefreshToken_" } as const;

export type StoredSession = { jwt: string | null; refresh: string | null };

export async function readStoredSession(page: Page): Promise<StoredSession> {
  return await page.evaluate((prefix) => {
    const find = (start: string) => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key?.startsWith(start)) return localStorage.getItem(key);
      }
      return null;
    };
    return { jwt: find(prefix.jwt), refresh: find(prefix.refresh) };
  }, PREFIX);
}

/** The storage namespace @convex-dev/auth/react uses here (the deployment URL, letters only). */
export async function sessionNamespace(page: Page): Promise<string> {
  const namespace = await page.evaluate((prefix) => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) return key.slice(prefix.length);
    }
    return null;
  }, PREFIX.jwt);
  if (namespace === null) throw new Error("no stored session to take the namespace from");
  return namespace;
}

/** Replaces the stored tokens (null removes one) under the client's namespace. */
export async function writeStoredSession(
  page: Page,
  namespace: string,
  session: StoredSession,
): Promise<void> {
  await page.evaluate(
    ({ prefix, namespace, session }) => {
      for (const [kind, value] of [
        ["jwt", session.jwt],
        ["refresh", session.refresh],
      ] as const) {
        const key = `${prefix[kind]}${namespace}`;
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    { prefix: PREFIX, namespace, session },
  );
}

/** The claims of `jwt` signed by a key this deployment never made (well-formed, wrong key). */
export async function signedByAnotherKey(jwt: string): Promise<string> {
  const { privateKey } = await generateKeyPair("RS256");
  return await sign(decodeJwt(jwt), privateKey, { expiresIn: "1h" });
}

/** The claims of `jwt`, signed by this deployment's own key, but expired an hour ago. */
export async function expiredCopy(jwt: string): Promise<string> {
  const dataDir = e2eDataDir();
  const keys = JSON.parse(readFileSync(path.join(dataDir, "auth-keys.json"), "utf8")) as {
    JWT_PRIVATE_KEY: string;
  };
  // Kept on one line, as `npx @convex-dev/auth` writes it: put the PEM's line breaks back.
  const body = keys.JWT_PRIVATE_KEY.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
  const pem = `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----`;
  const key = await importPKCS8(pem, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return await sign(decodeJwt(jwt), key, { issuedAt: now - 7200, expiresIn: now - 3600 });
}

async function sign(
  claims: JWTPayload,
  key: CryptoKey,
  times: { issuedAt?: number; expiresIn: string | number },
): Promise<string> {
  const rest: JWTPayload = { ...claims };
  delete rest.iat;
  delete rest.exp;
  return await new SignJWT(rest)
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuedAt(times.issuedAt)
    .setExpirationTime(times.expiresIn)
    .sign(key);
}

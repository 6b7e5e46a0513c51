import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TokenVerifier } from "../auth.ts";

/** An OpenID provider whose keys are at a path only its discovery document names. */
let server: http.Server;
let origin: string;
let privateKey: CryptoKey;
let jwks: string;
let discovery = true;
let down = false;
let requests: string[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), alg: "RS256" }] });
  server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    if (down) {
      res.writeHead(503).end();
      return;
    }
    if (req.url === "/.well-known/openid-configuration" && discovery) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ issuer: origin, jwks_uri: `${origin}/oauth/keys` }));
    } else if (req.url === (discovery ? "/oauth/keys" : "/.well-known/jwks.json")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(jwks);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

async function token(issuer: string, subject = "user-1", expiresInS = 600, now = Date.now()) {
  return await new SignJWT({ name: "Ada" })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(issuer)
    .setSubject(subject)
    .setAudience("app")
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + expiresInS)
    .sign(privateKey);
}

const provider = (domain: string) => ({ domain, applicationID: "app" });

describe("token verification", () => {
  test("keys are found through the issuer's OpenID configuration", async () => {
    discovery = true;
    const verifier = TokenVerifier.fromProviders([provider(origin)]);
    expect(await verifier.verify(await token(origin))).toMatchObject({
      identity: { subject: "user-1", issuer: origin, name: "Ada" },
    });
    expect(requests).toContain("/oauth/keys");
  });

  test("without an OpenID configuration, {domain}/.well-known/jwks.json is used", async () => {
    discovery = false;
    const verifier = TokenVerifier.fromProviders([provider(origin)]);
    expect(await verifier.verify(await token(origin))).toHaveProperty("identity");
    discovery = true;
  });

  test("issuers match with or without trailing slashes", async () => {
    const withSlash = TokenVerifier.fromProviders([provider(`${origin}/`)]);
    expect(await withSlash.verify(await token(origin))).toHaveProperty("identity");
    const without = TokenVerifier.fromProviders([provider(origin)]);
    const verified = await without.verify(await token(`${origin}/`));
    expect(verified).toHaveProperty("identity");
    const other = await without.verify(await token("https://elsewhere.example"));
    expect(other).toEqual({ error: "No auth provider found matching the given token" });
  });

  test("a verified token is not verified again until it expires", async () => {
    let now = Date.now();
    const verifier = TokenVerifier.fromProviders([provider(origin)], { now: () => now });
    const jwt = await token(origin, "user-2", 60, now);
    await verifier.verify(jwt);
    requests = [];
    // Even with the issuer down, a cached token verifies at once.
    down = true;
    const again = await verifier.verify(jwt);
    down = false;
    expect(again).toMatchObject({ identity: { subject: "user-2" } });
    expect(requests).toEqual([]);
    now += 61_000;
    expect(await verifier.verify(jwt)).toMatchObject({ error: expect.stringMatching(/exp/) });
    // Another token with the same claims is another signature: verified on its own.
    const tampered = `${jwt.slice(0, jwt.lastIndexOf("."))}.AAAA`;
    expect(await verifier.verify(tampered)).toHaveProperty("error");
  });

  test("the cache of verified tokens is bounded", async () => {
    const verifier = TokenVerifier.fromProviders([provider(origin)], { maxCached: 3 });
    for (let i = 0; i < 6; i++) await verifier.verify(await token(origin, `user-${i}`));
    expect(verifier.cachedTokens).toBe(3);
  });
});

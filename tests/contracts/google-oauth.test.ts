import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { startHarness, type Harness } from "../../local-backend/test/harness.ts";
import { startGoogleFake, type GoogleAccount } from "./fakes/google";

/**
 * Google sign-in end to end: the app's own convex/ functions on the local backend, configured by
 * environment alone (AUTH_GOOGLE_ID/SECRET, AUTH_GOOGLE_ISSUER pointing at a fake Google), driven
 * as the browser and @convex-dev/auth/react drive it: `auth:signIn` → the site origin's
 * /api/auth/signin/google → Google → /api/auth/callback/google (cookies carried between the
 * site-origin requests) → the app with `?code=` → `auth:signIn` with the code and verifier.
 */

const APP = "https://app.legendary.test";
const CLIENT_ID = "1234567890-legendary.apps.googleusercontent.com";
const CLIENT_SECRET = "GOCSPX-legendary-test-secret";
const ADMIN = "boss@legendary.test";

const account = (sub: string, email: string, name: string, verified = true): GoogleAccount => {
  const [given_name, family_name] = name.split(" ");
  return {
    sub,
    email,
    email_verified: verified,
    name,
    given_name,
    family_name,
    picture: `https://lh3.googleusercontent.com/a/${sub}=s96-c`,
  };
};
const ADA = account("104589201938475610293", "ada@legendary.test", "Ada Lovelace");

type Tokens = { token: string; refreshToken: string };
type Google = Awaited<ReturnType<typeof startGoogleFake>>;
let google: Google;
let backend: Harness;

beforeAll(async () => {
  google = await startGoogleFake(
    // The redirect URI is registered once the site port is known (below).
    { id: CLIENT_ID, secret: CLIENT_SECRET, redirectUris: [] },
    ADA,
  );
  backend = await startHarness({
    functionsDir: path.resolve(import.meta.dirname, "../../convex"),
    appUrl: APP,
    env: {
      SITE_URL: APP,
      AUTH_GOOGLE_ID: CLIENT_ID,
      AUTH_GOOGLE_SECRET: CLIENT_SECRET,
      AUTH_GOOGLE_ISSUER: google.issuer,
      ADMIN_EMAILS: ADMIN,
      AUTH_LOG_LEVEL: "ERROR",
    },
  });
  google.registerRedirectUri(`${backend.siteUrl}/api/auth/callback/google`);
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  await google?.close();
});

beforeEach(() => {
  google.signInAs(ADA);
  google.setDeclines(false);
  google.setClientSecret(CLIENT_SECRET);
});

/** A browser's cookie jar for the site origin, following no redirects by itself. */
function browser() {
  const jar = new Map<string, string>();
  return {
    jar,
    /** GETs `url` (with `cookies` when it is on the site origin) and returns its redirect. */
    async get(url: string, cookies: Map<string, string> = jar): Promise<string> {
      const sameOrigin = new URL(url).origin === backend.siteUrl;
      const header = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await fetch(url, {
        redirect: "manual",
        headers: sameOrigin && header ? { Cookie: header } : {},
      });
      if (sameOrigin) {
        for (const line of response.headers.getSetCookie()) {
          const [pair, ...attributes] = line.split(";").map((part) => part.trim());
          const [name, value] = [
            pair.slice(0, pair.indexOf("=")),
            pair.slice(pair.indexOf("=") + 1),
          ];
          const expired = attributes.some((a) => /^max-age=0$/i.test(a));
          if (expired) jar.delete(name);
          else jar.set(name, decodeURIComponent(value));
        }
      }
      expect(response.status, `GET ${url}`).toBe(302);
      return response.headers.get("Location") ?? "";
    },
  };
}

/** Runs the redirect flow up to the app's return URL; `beforeCallback` sees the cookies then. */
async function googleRedirects(beforeCallback?: (jar: Map<string, string>) => void) {
  const started = (await backend.http().action(api.auth.signIn, {
    provider: "google",
    params: { redirectTo: APP },
  })) as { redirect: string; verifier: string };
  const b = browser();
  const toGoogle = await b.get(started.redirect);
  const toCallback = await b.get(toGoogle);
  beforeCallback?.(new Map(b.jar));
  const toApp = await b.get(toCallback);
  return { started, toGoogle, toCallback, toApp };
}

/** What the app does on return: `signIn(undefined, { code })` with the stored verifier. */
async function finishSignIn(toApp: string, verifier: string): Promise<Tokens> {
  const code = new URL(toApp).searchParams.get("code");
  expect(code, `no code in ${toApp}`).toMatch(/^\d{8}$/);
  const result = (await backend.http().action(api.auth.signIn, {
    params: { code },
    verifier,
  })) as { tokens: Tokens | null };
  expect(result.tokens).not.toBeNull();
  return result.tokens as Tokens;
}

async function signInWithGoogle() {
  const flow = await googleRedirects();
  return { ...flow, tokens: await finishSignIn(flow.toApp, flow.started.verifier) };
}

async function me(token: string) {
  const http = backend.http();
  http.setAuth(token);
  return await http.query(api.users.queries.me, {});
}

describe("Google sign-in against a fake Google", () => {
  test("a new user signs in through the code flow with PKCE and gets a working session", async () => {
    const { started, toGoogle, toCallback, toApp, tokens } = await signInWithGoogle();

    // The app's redirect to Google: Google's documented authorization request.
    const callbackUri = `${backend.siteUrl}/api/auth/callback/google`;
    expect(started.redirect.startsWith(`${backend.siteUrl}/api/auth/signin/google?`)).toBe(true);
    const authorize = new URL(toGoogle);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${google.issuer}/o/oauth2/v2/auth`);
    const query = authorize.searchParams;
    expect(query.get("client_id")).toBe(CLIENT_ID);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("redirect_uri")).toBe(callbackUri);
    expect(query.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Google's answer reaches the callback; the callback sends the browser to the app.
    expect(toCallback.startsWith(`${callbackUri}?`)).toBe(true);
    expect(toApp).toMatch(new RegExp(`^${APP}/\\?code=\\d{8}$`));
    // Endpoints come from the issuer's discovery document (AUTH_GOOGLE_ISSUER).
    expect(google.requests.map((r) => r.path)).toContain("/.well-known/openid-configuration");

    // The code exchange: client_secret_basic, the issued code, the same redirect URI, the PKCE
    // verifier whose S256 hash is the challenge sent to Google.
    expect(google.tokenExchanges).toHaveLength(1);
    const [exchange] = google.tokenExchanges;
    expect(exchange.status).toBe(200);
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
    expect(exchange.authorization).toBe(basic);
    expect(exchange.form).toMatchObject({
      grant_type: "authorization_code",
      code: new URL(toCallback).searchParams.get("code"),
      redirect_uri: callbackUri,
    });
    const challenge = createHash("sha256").update(exchange.form.code_verifier).digest();
    expect(challenge.toString("base64url")).toBe(query.get("code_challenge"));

    // The session is a Convex identity for the new account made from the Google profile.
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(await me(tokens.token)).toMatchObject({
      email: "ada@legendary.test",
      fullName: "Ada Lovelace",
      isAdmin: false,
      subscriptionTier: "free",
    });
  });

  test("signing in again with the same Google account returns the same user", async () => {
    const first = await signInWithGoogle();
    const second = await signInWithGoogle();
    expect(second.tokens.token).not.toBe(first.tokens.token);
    expect((await me(second.tokens.token))?.id).toBe((await me(first.tokens.token))?.id);
  });

  test("Google refusing the code (invalid_grant, here a replayed callback) signs nobody in", async () => {
    // The same callback URL again, from a browser holding the cookies it had the first time.
    let cookiesAtCallback = new Map<string, string>();
    const flow = await googleRedirects((jar) => (cookiesAtCallback = jar));
    await finishSignIn(flow.toApp, flow.started.verifier);
    const replay = await browser().get(flow.toCallback, cookiesAtCallback);
    expect(google.tokenExchanges.at(-1)).toMatchObject({ status: 400, error: "invalid_grant" });
    expect(replay, "back to the app without a code").toBe(`${APP}/`);
  });

  test("a client secret Google no longer accepts is refused (invalid_client)", async () => {
    google.setClientSecret("GOCSPX-rotated-in-the-console");
    const { toApp } = await googleRedirects();
    expect(google.tokenExchanges.at(-1)).toMatchObject({ status: 401, error: "invalid_client" });
    expect(toApp, "back to the app without a code").toBe(`${APP}/`);
  });

  test("declining Google's consent screen signs nobody in and exchanges no code", async () => {
    google.setDeclines(true);
    const before = google.tokenExchanges.length;
    const { toCallback, toApp } = await googleRedirects();
    expect(new URL(toCallback).searchParams.get("error")).toBe("access_denied");
    expect(toApp).toBe(`${APP}/`);
    expect(google.tokenExchanges).toHaveLength(before);
  });

  test("an address Google has not verified neither links to an account nor grants admin", async () => {
    google.signInAs(account("200000000000000000001", ADMIN, "Real Boss"));
    const boss = await me((await signInWithGoogle()).tokens.token);
    expect(boss).toMatchObject({ email: ADMIN, fullName: "Real Boss", isAdmin: true });

    google.signInAs(account("200000000000000000002", ADMIN, "Not Boss", false));
    const impostor = await me((await signInWithGoogle()).tokens.token);
    expect(impostor).toMatchObject({ email: ADMIN, fullName: "Not Boss", isAdmin: false });
    expect(impostor?.id).not.toBe(boss?.id);
  });
});

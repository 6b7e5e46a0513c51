import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectAppError, lastCodeSentTo, makeTest, stubAuthEnv, type TestApp } from "../test.setup";
import { CODE_EMAIL_LIMITS } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { errorOf, PASSWORD, signIn, signUp } from "./auth.fixtures";

/*
 * Issue 12, item 2: one client must not use up everyone's sign-up and reset emails. Code emails
 * are limited per client (the IP address the HTTP actions see; the browser's client key over the
 * WebSocket) well below the deployment-wide budget.
 */
vi.mock("./passwordHash", async () => (await import("./auth.fixtures")).fastPasswordHash);

beforeEach(async () => await stubAuthEnv());
afterEach(() => vi.unstubAllEnvs());

const KEY_A = "0f4c2a9e-5b1d-4e8a-9c3f-7a6b5d4e3c2b";
const KEY_B = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";

let counter = 0;
const throwaway = () => `throwaway${++counter}@example.com`;

async function accounts(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("authAccounts").take(1000));
}

function postSignUp(t: TestApp, email: string, forwardedFor?: string) {
  return t.fetch("/api/auth/signup", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password: PASSWORD, firstName: "Flood", lastName: "Bot" }),
  });
}

describe("code emails per client, over the WebSocket (the browser's client key)", () => {
  it("throttles a flood from one client while another client's sign-up still gets its code", async () => {
    const t = makeTest();
    for (let i = 0; i < CODE_EMAIL_LIMITS.perClientPerHour; i++) {
      await signUp(t, throwaway(), { clientKey: KEY_A });
    }
    const refused = throwaway();
    expect(await errorOf(signUp(t, refused, { clientKey: KEY_A }))).toEqual({
      code: "RATE_LIMITED",
      message: messages.auth.tooManyCodes,
    });
    // Refused before anything was written: no account, no email, and no global budget spent.
    expect((await accounts(t)).map((a) => a.providerAccountId)).not.toContain(refused);
    // Reset requests from the same client are refused too.
    await expectAppError(
      signIn(t, { flow: "reset", email: "throwaway1@example.com", clientKey: KEY_A }),
      "RATE_LIMITED",
    );

    await signUp(t, "real.person@example.com", { clientKey: KEY_B });
    expect(await lastCodeSentTo(t, "real.person@example.com")).toMatch(/^\d{8}$/);
  });

  it("puts calls without a usable key into one shared bucket of their own", async () => {
    const t = makeTest();
    for (let i = 0; i < CODE_EMAIL_LIMITS.anonymousPerHour; i++) {
      // No key, or one that is not a browser's UUID: the same anonymous bucket.
      await signUp(t, throwaway(), i % 2 === 0 ? {} : { clientKey: "not-a-uuid" });
    }
    await expectAppError(signUp(t, throwaway()), "RATE_LIMITED");
    await expectAppError(signUp(t, throwaway(), { clientKey: " " }), "RATE_LIMITED");

    await signUp(t, "keyed@example.com", { clientKey: KEY_B });
    expect(await lastCodeSentTo(t, "keyed@example.com")).toMatch(/^\d{8}$/);
  });

  it("counts the unverified sign-in's fresh code against the client", async () => {
    const t = makeTest();
    await signUp(t, "late@example.com", { clientKey: KEY_A });
    for (let i = 1; i < CODE_EMAIL_LIMITS.perClientPerHour; i++) {
      await signUp(t, throwaway(), { clientKey: KEY_A });
    }
    const resend = { flow: "signIn", email: "late@example.com", password: PASSWORD };
    await expectAppError(signIn(t, { ...resend, clientKey: KEY_A }), "RATE_LIMITED");
    expect(await signIn(t, { ...resend, clientKey: KEY_B })).toEqual({ tokens: null });
  });
});

describe("code emails per client, over HTTP (the client's IP address)", () => {
  it("throttles a flood from one address while another address still gets its code", async () => {
    const t = makeTest();
    for (let i = 0; i < CODE_EMAIL_LIMITS.perClientPerHour; i++) {
      expect((await postSignUp(t, throwaway(), "203.0.113.7")).status).toBe(200);
    }
    const refused = await postSignUp(t, throwaway(), "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: messages.auth.tooManyCodes,
      code: "RATE_LIMITED",
    });
    // Entries a client puts in front of the proxy's own do not make it someone else.
    expect((await postSignUp(t, throwaway(), "198.51.100.1, 203.0.113.7")).status).toBe(429);

    const other = await postSignUp(t, "real.person@example.com", "198.51.100.20");
    expect(other.status).toBe(200);
    expect(await lastCodeSentTo(t, "real.person@example.com")).toMatch(/^\d{8}$/);
  });

  it("treats an IPv6 client by its /64, so rotating addresses inside it does not help", async () => {
    const t = makeTest();
    for (let i = 0; i < CODE_EMAIL_LIMITS.perClientPerHour; i++) {
      expect((await postSignUp(t, throwaway(), `2001:db8:7:9::${i.toString(16)}`)).status).toBe(
        200,
      );
    }
    expect((await postSignUp(t, throwaway(), "2001:db8:7:9:ffff::1")).status).toBe(429);
    expect((await postSignUp(t, "neighbour@example.com", "2001:db8:7:a::1")).status).toBe(200);
  });

  it("reads the client behind TRUSTED_PROXY_HOPS proxies", async () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    const t = makeTest();
    // The static host's proxy appends the client; the deployment's edge appends the proxy.
    for (let i = 0; i < CODE_EMAIL_LIMITS.perClientPerHour; i++) {
      await postSignUp(t, throwaway(), `203.0.113.7, 192.0.2.50`);
    }
    expect((await postSignUp(t, throwaway(), "203.0.113.7, 192.0.2.50")).status).toBe(429);
    expect((await postSignUp(t, "other@example.com", "198.51.100.20, 192.0.2.50")).status).toBe(
      200,
    );
  });

  it("never lets a WebSocket caller spend an address's allowance by claiming it", async () => {
    const t = makeTest();
    // A forged claim of the HTTP path's address field is ignored: these count as anonymous.
    for (let i = 0; i < CODE_EMAIL_LIMITS.perClientPerHour + 1; i++) {
      await signUp(t, throwaway(), { clientIp: "203.0.113.7.forged" });
    }
    expect((await postSignUp(t, "victim@example.com", "203.0.113.7")).status).toBe(200);
    expect(await lastCodeSentTo(t, "victim@example.com")).toMatch(/^\d{8}$/);
  });
});

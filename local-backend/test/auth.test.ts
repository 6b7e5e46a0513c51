import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { nextValue, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

type SignInResult = { tokens?: { token: string; refreshToken: string } | null };

async function signUp(email: string) {
  const result = (await h.http().action(api.auth.signIn, {
    provider: "password",
    params: { email, password: "correct horse battery", flow: "signUp" },
  })) as SignInResult;
  if (!result.tokens) throw new Error("sign-up returned no tokens");
  return result.tokens;
}

function authState(client: ReturnType<Harness["client"]>, token: string) {
  return new Promise<boolean>((resolve) => {
    client.setAuth(async () => token, resolve);
  });
}

describe("auth with @convex-dev/auth tokens", () => {
  test("a signed-in client is confirmed and queries see its identity", async () => {
    const { token } = await signUp("ada@example.com");
    const client = h.client();
    expect(await authState(client, token)).toBe(true);
    const subject = await nextValue<string | null>(
      (cb) => client.onUpdate(api.messages.whoami, {}, cb),
      (value) => value !== null,
    );
    expect(subject).toMatch(/\|/); // @convex-dev/auth subjects are `userId|sessionId`
  });

  test("signing out returns the client to anonymous", async () => {
    const { token } = await signUp("grace@example.com");
    const client = h.client();
    expect(await authState(client, token)).toBe(true);
    await nextValue<string | null>(
      (cb) => client.onUpdate(api.messages.whoami, {}, cb),
      (value) => value !== null,
    );
    const http = h.http();
    http.setAuth(token);
    await http.action(api.auth.signOut, {});
    client.client.clearAuth();
    expect(
      await nextValue<string | null>(
        (cb) => client.onUpdate(api.messages.whoami, {}, cb),
        (value) => value === null,
      ),
    ).toBeNull();
  });

  test("a bad token is refused and the client stays anonymous", async () => {
    const client = h.client();
    const [header, payload] = (await signUp("eve@example.com")).token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(86)}`;
    expect(await authState(client, forged)).toBe(false);
    expect(await client.query(api.messages.whoami, {})).toBeNull();
    const http = h.http();
    http.setAuth("not-a-jwt");
    await expect(http.query(api.messages.whoami, {})).rejects.toThrow(/401|token/i);
  });

  test("HTTP actions receive the bearer's identity", async () => {
    const { token } = await signUp("lin@example.com");
    const response = await fetch(`${h.siteUrl}/echo`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: "",
    });
    const body = (await response.json()) as { subject: string | null };
    expect(body.subject).toMatch(/\|/);
  });
});

import { describe, expect, it } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";

/** POST /api/ad-strategist (spec 7): the job, waited for; real timers so the job runs. */

const SESSION = "0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";
const CONTEXT = "A budgeting app for students who hate spreadsheets, launching in Manchester.";

function post(body: unknown, headers: Record<string, string> = {}) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

describe("POST /api/ad-strategist", () => {
  it("answers a signed-in user with the spec's strategy result", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const response = await asUser(t, userId).fetch(
      "/api/ad-strategist",
      post({ additionalContext: CONTEXT, userId: "ignored" }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "brandName",
      "discoveryIQSessionId",
      "industry",
      "strategies",
      "website",
      "websiteContent",
    ]);
    expect(body.discoveryIQSessionId).toBeNull();
    // A Discovery IQ session that is not the caller's (here: no session at all) is refused.
    const foreign = await asUser(t, userId).fetch(
      "/api/ad-strategist",
      post({ additionalContext: CONTEXT, discoveryIQSessionId: "dq-1" }),
    );
    expect(foreign.status).toBe(404);
    expect((body.strategies as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it("gives a visitor one run, then 401 with requiresAuth, title and details", async () => {
    const t = makeTest();
    const first = await t.fetch(
      "/api/ad-strategist",
      post({ additionalContext: CONTEXT }, { "X-Session-Id": SESSION }),
    );
    expect(first.status).toBe(200);
    const second = await t.fetch(
      "/api/ad-strategist",
      post({ additionalContext: CONTEXT, sessionId: SESSION }),
    );
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({
      error: expect.any(String),
      code: "UNAUTHENTICATED",
      requiresAuth: true,
      title: "Sign in to Continue",
      details: expect.stringContaining("Sign in"),
    });
  });

  it("answers bad input with 400 and the spec's message, and no credits with 402", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 0 });
    const user = asUser(t, userId);
    const empty = await user.fetch(
      "/api/ad-strategist",
      post({ websiteUrl: "", additionalContext: "" }),
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error:
        "Please provide either a website URL, brand name, or describe your company in the additional context",
      code: "INVALID_ARGUMENT",
    });
    expect((await user.fetch("/api/ad-strategist", post({ additionalContext: 42 }))).status).toBe(
      400,
    );
    expect((await user.fetch("/api/ad-strategist", post("not json"))).status).toBe(400);
    expect(
      (await user.fetch("/api/ad-strategist", post({ additionalContext: CONTEXT, mode: "x" })))
        .status,
    ).toBe(400);
    const broke = await user.fetch("/api/ad-strategist", post({ additionalContext: CONTEXT }));
    expect(broke.status).toBe(402);
    expect(((await broke.json()) as { error: string }).error).toContain("Insufficient credits");
    const private_ = await user.fetch(
      "/api/ad-strategist",
      post({ websiteUrl: "http://10.0.0.1/" }),
    );
    expect(private_.status).toBe(400);
  });
});

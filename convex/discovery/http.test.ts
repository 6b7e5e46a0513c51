import { describe, expect, it } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { IDEA } from "./discovery.fixtures";

/** GET and POST /api/discovery-iq (spec 7): real timers, so the POST's job runs and is waited for. */

function post(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

describe("/api/discovery-iq", () => {
  it("runs the research for a signed-in user, then lists it", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const user = asUser(t, userId);
    const response = await user.fetch("/api/discovery-iq", post({ idea: IDEA, userId: "x" }));
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as {
      result: { id: string; title: string; completedAt: number; research: { opportunities: [] } };
    };
    expect(result.title).toBe("Coffee Subscription for Remote Workers");
    expect(result.research.opportunities).toHaveLength(3);
    const list = await user.fetch("/api/discovery-iq", { method: "GET" });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({
      sessions: [{ id: result.id, title: result.title, completedAt: result.completedAt }],
    });
  });

  it("answers errors as { error } with the spec's words and statuses", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 4 });
    const user = asUser(t, userId);
    const empty = await user.fetch("/api/discovery-iq", post({ idea: " " }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "Please enter your idea",
      code: "INVALID_ARGUMENT",
    });
    expect((await user.fetch("/api/discovery-iq", post({ idea: 42 }))).status).toBe(400);
    expect((await user.fetch("/api/discovery-iq", post("not json"))).status).toBe(400);
    const broke = await user.fetch("/api/discovery-iq", post({ idea: IDEA }));
    expect(broke.status).toBe(402);
    // Spec 8, word for word (the app's dialog says the same: discovery.test.ts).
    expect(await broke.json()).toEqual({
      error: "You need 5 Legend Credits to use Discovery IQ™. You currently have 4 credits.",
      code: "INSUFFICIENT_CREDITS",
    });
  });

  it("refuses visitors with 401", async () => {
    const t = makeTest();
    const list = await t.fetch("/api/discovery-iq", { method: "GET" });
    expect(list.status).toBe(401);
    expect(await list.json()).toMatchObject({ error: expect.any(String), code: "UNAUTHENTICATED" });
    expect((await t.fetch("/api/discovery-iq", post({ idea: IDEA }))).status).toBe(401);
  });
});

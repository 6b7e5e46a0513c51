import { describe, expect, it } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { BRIEF, FORM } from "./briefs.fixtures";

/** The brief endpoints of spec 7, with bearer identity (real timers: generate waits for its job). */

function post(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

describe("brief HTTP routes", () => {
  it("POST /api/generate-brief answers { creativeBrief } and spends a credit", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const response = await asUser(t, userId).fetch(
      "/api/generate-brief",
      post({ ...FORM, userId: "someone-else" }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { creativeBrief: string; title: string };
    expect(body.creativeBrief).toMatch(/^# Creative Brief: Northbound Coffee/);
    expect(body.title).toBe("Northbound Coffee Creative Brief");
    const again = await asUser(t, userId).fetch("/api/generate-brief", post(FORM));
    expect(again.status).toBe(402);
  });

  it("POST /api/generate-brief asks visitors to log in and validates first", async () => {
    const t = makeTest();
    const anonymous = await t.fetch("/api/generate-brief", post(FORM));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      requiresAuth: true,
      title: "Login Required",
      code: "UNAUTHENTICATED",
    });
    const missing = await t.fetch("/api/generate-brief", post({ ...FORM, audience: undefined }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "Target audience is required",
      code: "INVALID_ARGUMENT",
    });
  });

  it("POST /api/generate-brief writes a visitor's brief with their key (body or X-Session-Id)", async () => {
    const t = makeTest();
    const key = "8f14e45f-ceea-467f-a0e6-3c1b9e2b0a11";
    const byBody = await t.fetch("/api/generate-brief", post({ ...FORM, sessionId: key }));
    expect(byBody.status).toBe(200);
    expect(((await byBody.json()) as { creativeBrief: string }).creativeBrief).toMatch(
      /^# Creative Brief: Northbound Coffee/,
    );
    const byHeader = await t.fetch("/api/generate-brief", {
      ...post(FORM),
      headers: { "Content-Type": "application/json", "X-Session-Id": key },
    });
    expect(byHeader.status).toBe(200);
    const malformed = await t.fetch("/api/generate-brief", post({ ...FORM, sessionId: "nope" }));
    expect(malformed.status).toBe(400);
  });

  it("POST /api/user/briefs saves, /check finds it, GET /api/user/briefs/{id} reads it", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const check = {
      brand: BRIEF.brand,
      audience: BRIEF.audience,
      message: BRIEF.message,
      tone: BRIEF.tone,
    };
    expect(await (await user.fetch("/api/user/briefs/check", post(check))).json()).toEqual({
      exists: false,
      briefId: null,
      title: null,
    });

    const saved = await user.fetch("/api/user/briefs", post(BRIEF));
    expect(saved.status).toBe(200);
    const { briefId } = (await saved.json()) as { briefId: string };
    expect(await (await user.fetch("/api/user/briefs/check", post(check))).json()).toEqual({
      exists: true,
      briefId,
      title: BRIEF.title,
    });

    const version = await user.fetch(
      "/api/user/briefs",
      post({ ...BRIEF, content: "# New\n\nTwo.", parentBriefId: briefId }),
    );
    expect(await version.json()).toMatchObject({ reused: false, version: 2 });

    const read = await user.fetch(`/api/user/briefs/${briefId}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { brief: { id: string; title: string } }).brief).toMatchObject({
      id: briefId,
      title: BRIEF.title,
      isLatest: false,
    });
  });

  it("answers 401 without a session, 404 for others' or unknown briefs, 400 for bad input", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const other = asUser(t, await createUser(t));
    const { briefId } = (await (
      await asUser(t, owner).fetch("/api/user/briefs", post(BRIEF))
    ).json()) as { briefId: string };
    expect((await t.fetch("/api/user/briefs", post(BRIEF))).status).toBe(401);
    expect((await t.fetch(`/api/user/briefs/${briefId}`)).status).toBe(401);
    expect((await t.fetch("/api/user/briefs/check", post(BRIEF))).status).toBe(401);
    const notYours = await other.fetch(`/api/user/briefs/${briefId}`);
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toEqual({ error: "Brief not found.", code: "NOT_FOUND" });
    expect((await other.fetch("/api/user/briefs/%E0%A4%A")).status).toBe(404);
    expect((await other.fetch("/api/user/briefs/nope")).status).toBe(404);
    const untitled = await other.fetch("/api/user/briefs", post({ ...BRIEF, title: "  " }));
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toEqual({
      error: "Brief title is required",
      code: "INVALID_ARGUMENT",
    });
    expect((await other.fetch("/api/user/briefs", post({ ...BRIEF, title: 7 }))).status).toBe(400);
    expect(
      (await other.fetch("/api/user/briefs", post({ ...BRIEF, parentBriefId: briefId }))).status,
    ).toBe(404);
  });
});

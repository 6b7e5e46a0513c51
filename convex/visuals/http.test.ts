import { afterEach, describe, expect, it, vi } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { messages } from "../../shared/errors";
import { ideaFixture, offline, stubIdeogram, table } from "./visuals.fixtures";

/** The visual endpoints of spec 7, with bearer identity (real timers: POSTs wait for jobs). */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

type ThumbnailsAnswer = {
  success: boolean;
  urls: string[];
  message: string;
  status: string;
  error?: string;
  code?: string;
};

function post(body?: unknown, headers: Record<string, string> = {}) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

async function answer(response: Response) {
  return (await response.json()) as ThumbnailsAnswer;
}

describe("/api/ideas/{id}/thumbnails", () => {
  it("GET answers what exists; POST generates once, answers existing, regenerates on refresh", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    const path = `/api/ideas/${ideaId}/thumbnails`;

    const before = await user.fetch(path, { method: "GET" });
    expect(before.status).toBe(200);
    expect(await answer(before)).toEqual({
      success: true,
      urls: [],
      message: "No thumbnails yet",
      status: "none",
      jobId: null,
    });

    const first = await user.fetch(path, post());
    expect(first.status).toBe(200);
    const made = await answer(first);
    expect(made).toMatchObject({ success: true, status: "ready", message: "Thumbnails ready" });
    expect(made.urls).toHaveLength(3);
    for (const url of made.urls) {
      const image = await t.fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(image.headers.get("cache-control")).toContain("immutable");
    }
    expect(await balance(t, userId)).toBe(9);

    expect((await answer(await user.fetch(path, post()))).urls).toEqual(made.urls);
    expect((await answer(await user.fetch(path, { method: "GET" }))).urls).toEqual(made.urls);
    expect(await balance(t, userId)).toBe(9);

    const refreshed = await answer(await user.fetch(`${path}?refresh=true`, post()));
    expect(refreshed.success).toBe(true);
    expect(refreshed.urls).toHaveLength(3);
    expect(refreshed.urls).not.toEqual(made.urls);
    expect(await balance(t, userId)).toBe(8);
  });

  it("answers 402 without credits, 422 for flagged content, 500 otherwise, in the spec's words", async () => {
    const t = makeTest();
    const poor = await ideaFixture(t, { legendCredits: 0 });
    const broke = await asUser(t, poor.userId).fetch(
      `/api/ideas/${poor.ideaId}/thumbnails`,
      post(),
    );
    expect(broke.status).toBe(402);
    expect(await answer(broke)).toMatchObject({
      success: false,
      urls: [],
      message: messages.thumbnails.insufficientCredits,
      code: "INSUFFICIENT_CREDITS",
    });

    const { userId, ideaId } = await ideaFixture(t, {}, { seeded: true });
    const user = asUser(t, userId);
    const path = `/api/ideas/${ideaId}/thumbnails`;
    stubIdeogram(() => "flagged");
    const flagged = await user.fetch(path, post());
    expect(flagged.status).toBe(422);
    expect((await answer(flagged)).message).toBe(messages.thumbnails.contentFlagged);

    stubIdeogram(() => "credits");
    const providerBroke = await user.fetch(path, post());
    expect(providerBroke.status).toBe(402);
    expect((await answer(providerBroke)).message).toBe(messages.thumbnails.insufficientCredits);

    stubIdeogram(() => "badKey");
    const failed = await user.fetch(path, post());
    expect(failed.status).toBe(500);
    expect((await answer(failed)).message).toBe(messages.thumbnails.exhausted);
    const failedAgain = await user.fetch(`${path}?refresh=true`, post());
    expect((await answer(failedAgain)).message).toBe(messages.thumbnails.regenerateFailed);
    // Every failure was refunded.
    expect(await balance(t, userId)).toBe(10);
  });

  it("refuses visitors (401) and other users' or unknown ideas (404)", async () => {
    offline();
    const t = makeTest();
    const { ideaId } = await ideaFixture(t);
    const other = asUser(t, await createUser(t, { legendCredits: 5 }));
    expect((await t.fetch(`/api/ideas/${ideaId}/thumbnails`, { method: "GET" })).status).toBe(401);
    for (const id of [ideaId, "nope"]) {
      const response = await other.fetch(`/api/ideas/${id}/thumbnails`, post());
      expect(response.status).toBe(404);
      expect(await answer(response)).toMatchObject({ success: false, urls: [], code: "NOT_FOUND" });
    }
    expect((await other.fetch(`/api/ideas/${ideaId}/constructor`, post())).status).toBe(404);
    const jobs = await table(t, "generationJobs");
    expect(jobs.filter((job) => job.kind === "thumbnails")).toEqual([]);
  });
});

describe("POST /api/ideas/{id}/store-thumbnails", () => {
  it("stores the caller's own media URLs; identity is the bearer, never x-user-id", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const mine = await answer(
      await asUser(t, userId).fetch(`/api/ideas/${ideaId}/thumbnails`, post()),
    );
    const other = await ideaFixture(t, {}, { seeded: true });
    const path = `/api/ideas/${other.ideaId}/store-thumbnails`;

    // The other user cannot hang this user's images on their idea, whatever header they send.
    const refused = await asUser(t, other.userId).fetch(
      path,
      post({ thumbnails: mine.urls }, { "x-user-id": userId }),
    );
    expect(refused.status).toBe(400);
    const anonymous = await t.fetch(path, post({ thumbnails: mine.urls }));
    expect(anonymous.status).toBe(401);
    const malformed = await asUser(t, other.userId).fetch(path, post({ thumbnails: "x" }));
    expect(malformed.status).toBe(400);

    const stored = await asUser(t, userId).fetch(
      `/api/ideas/${ideaId}/store-thumbnails`,
      post({ thumbnails: mine.urls.slice(0, 2) }),
    );
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ success: true, ideaId, urls: mine.urls.slice(0, 2) });
  });
});

describe("POST /api/generate-visual", () => {
  it("answers the images and the prompt used, for the spec's payload", async () => {
    const ideogram = stubIdeogram();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const response = await asUser(t, userId).fetch(
      "/api/generate-visual",
      post({
        visualPrompt: "A bike courier at dawn",
        magicPrompt: true,
        includeText: false,
        aspectRatio: "9:16",
        creativeIdea: { id: ideaId, title: "ignored" },
        visualApproach: "ignored: the legends' own approaches are used",
        teamLegend: { slug: "bill-bernbach" },
        provider: "replicate",
        model: "someone/model",
        userId: "someone-else",
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      images: { url: string }[];
      usedPrompt: string;
      visualId: string;
    };
    expect(body.images).toEqual([{ url: expect.stringMatching(/^\/api\/media\//) as string }]);
    expect(body.usedPrompt).toBe(`Magic: ${ideogram.requests[0].prompt}`);
    expect(ideogram.requests[0]).toMatchObject({ aspect_ratio: "ASPECT_9_16", model: "V_2A" });
    expect(ideogram.requests[0].prompt).toContain("Bill Bernbach");
    expect(ideogram.requests[0].prompt).not.toContain("ignored");
    const [row] = await table(t, "visuals");
    expect(row).toMatchObject({ _id: body.visualId, prompt: "A bike courier at dawn" });
  });

  it("answers clear errors: 400 bad input, 401, 402, 404, 422 flagged (refunded)", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    const send = async (body: unknown, as = user) => {
      const response = await as.fetch("/api/generate-visual", post(body));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    offline();
    expect(await send({ ideaId, aspectRatio: "3:2" })).toMatchObject({
      status: 400,
      body: { code: "INVALID_ARGUMENT" },
    });
    expect((await send({ visualPrompt: "no idea" })).status).toBe(400);
    expect((await send({ ideaId, magicPrompt: "yes" })).status).toBe(400);
    expect((await send({ ideaId, teamLegend: "nobody-at-all" })).status).toBe(404);
    expect((await send({ ideaId }, t as unknown as typeof user)).status).toBe(401);
    const other = asUser(t, await createUser(t, { legendCredits: 3 }));
    expect((await send({ ideaId }, other)).status).toBe(404);
    const poor = asUser(t, await createUser(t));
    expect((await send({ ideaId }, poor)).status).toBe(404);

    stubIdeogram(() => "flagged");
    expect(await send({ ideaId })).toMatchObject({
      status: 422,
      body: { error: messages.visualAndFavourite.visualFailed, code: "CONTENT_FLAGGED" },
    });
    expect(await balance(t, userId)).toBe(10);
    await t.run(async (ctx) => await ctx.db.patch("users", userId, { legendCredits: 0 }));
    expect((await send({ ideaId })).status).toBe(402);
  });
});

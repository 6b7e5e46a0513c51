import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { member, offlineStudio } from "../campaigns/campaigns.fixtures";
import { messages, validationMessages } from "../../shared/errors";
import { finish, kitPage, pngAt, PNG_SIGNATURE } from "./channelKits.fixtures";

/** POST /api/channel-kits and GET /api/channel-kits/{kitId} (issue 42): bearer identity. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const PATH = "/api/channel-kits";

function post(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

type KitAnswer = {
  status: string;
  assets: {
    channel: string;
    placement: string;
    width: number;
    height: number;
    imageUrl: string | null;
    copy: Record<string, unknown>;
  }[];
};

describe(PATH, () => {
  it("answers {kitId, cost}, then the kit live and finished in the issue's shape", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const owner = asUser(t, userId);
    const created = await owner.fetch(
      PATH,
      post({ ideaId, channels: ["meta_feed", "linkedin", "google_search"], userId: "x" }),
    );
    expect(created.status).toBe(200);
    const { kitId, cost } = (await created.json()) as { kitId: string; cost: number };
    expect(cost).toBe(3);
    expect(await balance(t, userId)).toBe(7);

    const queued = (await (await owner.fetch(`${PATH}/${kitId}`)).json()) as KitAnswer;
    expect(queued.status).toBe("queued");
    expect(queued.assets).toHaveLength(4);

    await finish(t);
    const res = await owner.fetch(`${PATH}/${kitId}`);
    expect(res.status).toBe(200);
    const done = (await res.json()) as KitAnswer;
    expect(done.status).toBe("done");
    expect(done.assets.map((a) => [a.channel, a.placement, a.width, a.height])).toEqual([
      ["meta_feed", "square", 1080, 1080],
      ["meta_feed", "portrait", 1080, 1350],
      ["linkedin", "single_image", 1200, 627],
      ["google_search", "responsive_search_ad", 0, 0],
    ]);
    for (const asset of done.assets.slice(0, 3)) {
      expect(Object.keys(asset).sort()).toEqual(
        ["channel", "copy", "height", "imageUrl", "placement", "width"].sort(),
      );
      const png = await pngAt(t, asset.imageUrl!);
      expect(png.signature).toEqual(PNG_SIGNATURE);
      expect(png.size).toEqual({ width: asset.width, height: asset.height });
      // The image is served from this app's /api/media/ as a PNG.
      const served = await t.fetch(asset.imageUrl!);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
    }
    expect(Object.keys(done.assets[0].copy).sort()).toEqual(
      ["description", "headline", "primaryText"].sort(),
    );
    expect(Object.keys(done.assets[2].copy).sort()).toEqual(["headline", "introText"].sort());
    expect(done.assets[3].imageUrl).toBeNull();
    expect(done.assets[3].copy.headlines).toHaveLength(15);
  });

  it("answers 401, 403, 404, 400 and 402 with clear words", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, briefId } = await kitPage(t, { legendCredits: 1 });
    const owner = asUser(t, userId);
    const viewer = asUser(t, await member(t, briefId, userId, "viewer"));
    const stranger = asUser(t, await createUser(t, { legendCredits: 10 }));
    const body = { ideaId, channels: ["x"] };
    const answer = async (res: Response) => ({
      status: res.status,
      ...((await res.json()) as { error: string; code: string }),
    });

    expect(await answer(await t.fetch(PATH, post(body)))).toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
    expect(await answer(await viewer.fetch(PATH, post(body)))).toEqual({
      status: 403,
      code: "FORBIDDEN",
      error: messages.channelKit.viewerCannotCreate,
    });
    expect(await answer(await stranger.fetch(PATH, post(body)))).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
    for (const bad of [{}, { ideaId: "" }, "not json", [ideaId]]) {
      expect(await answer(await owner.fetch(PATH, post(bad)))).toEqual({
        status: 400,
        code: "INVALID_ARGUMENT",
        error: validationMessages.channelKit.missingIdeaId,
      });
    }
    for (const channels of [undefined, "meta_feed", [1, 2], ["meta_feed", null]]) {
      const res = await answer(await owner.fetch(PATH, post({ ideaId, channels })));
      expect(res).toMatchObject({ status: 400, code: "INVALID_ARGUMENT" });
      expect(res.error).toMatch(/^channels must be a list of channel ids/);
    }
    expect(
      await answer(await owner.fetch(PATH, post({ ideaId, channels: ["orkut"] }))),
    ).toMatchObject({
      status: 400,
      error: expect.stringContaining('"orkut" is not a channel'),
    });
    expect(
      await answer(await owner.fetch(PATH, post({ ideaId, channels: ["x", "tiktok"] }))),
    ).toEqual({
      status: 402,
      code: "INSUFFICIENT_CREDITS",
      error:
        "Insufficient credits: a channel kit for 2 channels needs 2 Legend Credits and you have 1.",
    });

    const { kitId } = (await (await owner.fetch(PATH, post(body))).json()) as { kitId: string };
    expect((await t.fetch(`${PATH}/${kitId}`)).status).toBe(401);
    expect((await viewer.fetch(`${PATH}/${kitId}`)).status).toBe(200);
    for (const path of [`${PATH}/${kitId}`, `${PATH}/nonsense`, `${PATH}/%E0%A4%A`, `${PATH}/`]) {
      const res = await answer(await stranger.fetch(path));
      expect(res).toEqual({ status: 404, code: "NOT_FOUND", error: messages.channelKit.notFound });
    }
    await finish(t);
  });
});

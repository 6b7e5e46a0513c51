/**
 * Shared by the convex/visuals tests (two dots in the name: never deployed): a user with a saved
 * brief and one idea, and a fake Ideogram behind a stubbed `fetch` speaking its documented wire
 * format (POST {base}/generate → { data: [{ url, prompt, resolution, is_image_safe }] }, image
 * files from those URLs), which can flag, run out of credit or refuse the key per request.
 */
import { vi } from "vitest";
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import { type TestApp } from "../test.setup";
import { insertIdeasFor, legendId, seed, userWithBrief } from "../ideas/ideas.fixtures";

export const IDEA_LEGEND = "david-ogilvy";

export type IdeaFixture = {
  userId: Id<"users">;
  briefId: Id<"briefs">;
  ideaId: Id<"ideas">;
  legendId: Id<"creativeLegends">;
};

/** Seeds the roster and gives a user (business plan, 10 credits unless overridden) an idea. */
export async function ideaFixture(
  t: TestApp,
  overrides: Partial<WithoutSystemFields<Doc<"users">>> = {},
  options: { seeded?: boolean } = {},
): Promise<IdeaFixture> {
  if (!options.seeded) await seed(t);
  const { userId, briefId } = await userWithBrief(t, overrides);
  const ogilvy = await legendId(t, IDEA_LEGEND);
  const [ideaId] = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 1 });
  return { userId, briefId, ideaId, legendId: ogilvy };
}

/** No provider keys: the offline studio draws SVG posters. */
export function offline() {
  vi.stubEnv("IDEOGRAM_API_KEY", "");
  vi.stubEnv("REPLICATE_API_TOKEN", "");
}

export async function table<T extends "media" | "visuals" | "generationJobs" | "creditLedger">(
  t: TestApp,
  name: T,
): Promise<Doc<T>[]> {
  return await t.run(async (ctx) => await ctx.db.query(name).take(200));
}

/** A PNG header (signature + IHDR size) is all the engine reads of a file. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 4, 0,
  0, 0, 4, 0, 8, 2, 0, 0, 0,
]);

const BASE = "http://fake-ideogram.test";

export type IdeogramAnswer = "ok" | "flagged" | "unsafe" | "credits" | "badKey";

export type IdeogramRequest = {
  prompt: string;
  aspect_ratio: string;
  model: string;
  magic_prompt_option: string;
  num_images: number;
  negative_prompt?: string;
};

/**
 * Points the engine at a fake Ideogram. `answer` decides per request (by its prompt); "ok"
 * answers `num_images` images whose magic prompt is "Magic: {prompt}". Undo with
 * vi.unstubAllGlobals/unstubAllEnvs.
 */
export function stubIdeogram(answer: (prompt: string) => IdeogramAnswer = () => "ok") {
  vi.stubEnv("IDEOGRAM_API_KEY", "ideo-test-key");
  vi.stubEnv("IDEOGRAM_BASE_URL", BASE);
  vi.stubEnv("REPLICATE_API_TOKEN", "");
  const requests: IdeogramRequest[] = [];
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = { "content-type": "application/json" };
    if (url.startsWith(`${BASE}/files/`)) {
      return Promise.resolve(
        new Response(PNG.slice(), { status: 200, headers: { "content-type": "image/png" } }),
      );
    }
    const body = JSON.parse(typeof init?.body === "string" ? init.body : "{}") as {
      image_request: IdeogramRequest;
    };
    const request = body.image_request;
    requests.push(request);
    const reply = (status: number, payload: unknown) =>
      Promise.resolve(new Response(JSON.stringify(payload), { status, headers }));
    const verdict = answer(request.prompt);
    switch (verdict) {
      case "flagged":
        return reply(422, { detail: "Prompt failed the safety check" });
      case "credits":
        return reply(402, { detail: "Insufficient credits" });
      case "badKey":
        return reply(401, { detail: "Invalid API key" });
      case "unsafe":
      case "ok": {
        const data = Array.from({ length: request.num_images }, (_, index) => ({
          url: `${BASE}/files/${requests.length}-${index}.png`,
          prompt: `Magic: ${request.prompt}`,
          resolution: request.aspect_ratio === "ASPECT_16_9" ? "1312x736" : "1024x1024",
          is_image_safe: verdict === "ok",
          seed: index,
        }));
        return reply(200, { created: "2025-01-01T00:00:00Z", data });
      }
    }
  });
  return { requests };
}

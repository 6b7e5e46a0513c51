import { afterEach, describe, expect, test } from "vitest";
import { generateWithIdeogram, type IdeogramConfig } from "../../convex/lib/ai/ideogram";
import { AiError, type ImageRequest } from "../../convex/lib/ai/types";
import { pngBytes } from "./fakes/images";
import { startFake, type FakeAnswer, type RecordedRequest } from "./fakes/server";

/**
 * Ideogram's legacy generate endpoint as documented: POST /generate, header `Api-Key`, JSON
 * `{ image_request }`; 200 `{ created, data: [{ url, prompt, resolution, is_image_safe, seed }] }`;
 * 401 unauthorized, 422 safety check failed, 429 too many requests. Images come from short-lived
 * URLs, which the fake serves too.
 */

const KEY = "ideo_test_key";
const IMAGE = pngBytes(64, 80);

type Fake = Awaited<ReturnType<typeof startFake>>;
let fake: Fake | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** A fake whose /generate answers come from `generate` (call index given), files from /files. */
async function ideogram(generate: (request: RecordedRequest, call: number) => FakeAnswer) {
  let calls = 0;
  fake = await startFake((request) => {
    if (request.path.startsWith("/files/")) {
      return request.path === "/files/missing.png"
        ? { status: 404, rawBody: "gone", headers: { "Content-Type": "text/plain" } }
        : { status: 200, rawBody: IMAGE, headers: { "Content-Type": "image/png" } };
    }
    if (request.headers["api-key"] !== KEY) {
      return { status: 401, body: { detail: "Invalid API key" } };
    }
    calls += 1;
    return generate(request, calls);
  });
  return fake;
}

function success(base: string, count = 1, extra: Record<string, unknown> = {}): FakeAnswer {
  return {
    status: 200,
    body: {
      created: "2025-01-01T00:00:00.000000+00:00",
      data: Array.from({ length: count }, (_, i) => ({
        url: `${base}/files/${i}.png`,
        prompt: `Magic prompt ${i}`,
        resolution: "896x1152",
        is_image_safe: true,
        seed: 1234 + i,
        style_type: "GENERAL",
        ...extra,
      })),
    },
  };
}

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: "A lighthouse at dawn, poster",
  aspectRatio: "1:1",
  count: 1,
  provider: "ideogram",
  magicPrompt: true,
  includeText: true,
  poster: { seed: "s" },
  ...overrides,
});

const config = (url: string, extra: Partial<IdeogramConfig> = {}): IdeogramConfig => ({
  apiKey: KEY,
  baseUrl: url,
  retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
  timeoutMs: 5000,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

const generateCalls = (f: Fake) => f.requests.filter((r) => r.path === "/generate");

describe("Ideogram client", () => {
  test("sends the documented request and returns the downloaded images", async () => {
    const f = await ideogram(() => success(fake!.url, 2));
    const images = await generateWithIdeogram(
      request({ aspectRatio: "4:5", count: 2 }),
      config(f.url),
    );

    const [call] = generateCalls(f);
    expect(call.method).toBe("POST");
    expect(call.headers["api-key"]).toBe(KEY);
    expect(call.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call.body)).toEqual({
      image_request: {
        prompt: "A lighthouse at dawn, poster",
        aspect_ratio: "ASPECT_3_4",
        model: "V_2A",
        magic_prompt_option: "ON",
        num_images: 2,
      },
    });

    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      contentType: "image/png",
      width: 896,
      height: 1152,
      provider: "ideogram",
      model: "V_2A",
      usedPrompt: "Magic prompt 0",
    });
    expect(Array.from(images[1].bytes)).toEqual(Array.from(IMAGE));
    // The key is for the API only; image hosts never see it.
    const downloads = f.requests.filter((r) => r.path.startsWith("/files/"));
    expect(downloads).toHaveLength(2);
    expect(downloads.every((r) => r.headers["api-key"] === undefined)).toBe(true);
  });

  test.each([
    ["1:1", "V_2A", true, true, { aspect_ratio: "ASPECT_1_1", model: "V_2A" }],
    ["9:16", "V_1I", false, true, { aspect_ratio: "ASPECT_9_16", model: "V_1" }],
    ["16:9", undefined, true, true, { aspect_ratio: "ASPECT_16_9", model: "V_2A" }],
    ["4:5", "V_2A_TURBO", true, true, { aspect_ratio: "ASPECT_3_4", model: "V_2A_TURBO" }],
  ] as const)(
    "maps %s / %s / magic %s",
    async (aspectRatio, model, magicPrompt, text, expected) => {
      const f = await ideogram(() => success(fake!.url));
      await generateWithIdeogram(
        request({ aspectRatio, model, magicPrompt, includeText: text }),
        config(f.url),
      );
      const body = JSON.parse(generateCalls(f)[0].body) as { image_request: object };
      expect(body.image_request).toMatchObject({
        ...expected,
        magic_prompt_option: magicPrompt ? "ON" : "OFF",
      });
    },
  );

  test("asks for no lettering when the caller sets the text itself", async () => {
    const f = await ideogram(() => success(fake!.url));
    await generateWithIdeogram(request({ includeText: false }), config(f.url));
    const body = JSON.parse(generateCalls(f)[0].body) as { image_request: object };
    expect(body.image_request).toMatchObject({ negative_prompt: expect.stringContaining("text") });
  });

  test("an unknown model is a configuration error, sent nowhere", async () => {
    const f = await ideogram(() => success(fake!.url));
    const error = await failure(generateWithIdeogram(request({ model: "V_9" }), config(f.url)));
    expect(error.code).toBe("MISCONFIGURED");
    expect(f.requests).toHaveLength(0);
  });

  test("401: the key is refused (MISCONFIGURED), not retried", async () => {
    const f = await ideogram(() => success(fake!.url));
    const error = await failure(
      generateWithIdeogram(request(), { ...config(f.url), apiKey: "wrong" }),
    );
    expect(error).toMatchObject({ code: "MISCONFIGURED", status: 401 });
    expect(error.message).toContain("Invalid API key");
    expect(f.requests).toHaveLength(1);
  });

  test("402: the provider account is out of credit", async () => {
    const f = await ideogram(() => ({ status: 402, body: { detail: "Insufficient balance" } }));
    const error = await failure(generateWithIdeogram(request(), config(f.url)));
    expect(error).toMatchObject({ code: "PROVIDER_CREDITS", status: 402 });
  });

  test("422: the prompt failed the safety check", async () => {
    const f = await ideogram(() => ({
      status: 422,
      body: { detail: "Prompt failed the safety check." },
    }));
    const error = await failure(generateWithIdeogram(request(), config(f.url)));
    expect(error).toMatchObject({ code: "CONTENT_FLAGGED", status: 422 });
    expect(generateCalls(f)).toHaveLength(1);
  });

  test("images marked unsafe are dropped; all unsafe is CONTENT_FLAGGED", async () => {
    const mixed = await ideogram(() => {
      const answer = success(fake!.url, 2);
      const data = (answer.body as { data: Record<string, unknown>[] }).data;
      data[0] = { ...data[0], url: null, is_image_safe: false };
      return answer;
    });
    const images = await generateWithIdeogram(request({ count: 2 }), config(mixed.url));
    expect(images.map((image) => image.usedPrompt)).toEqual(["Magic prompt 1"]);
    await mixed.close();

    const f = await ideogram(() => success(fake!.url, 1, { is_image_safe: false }));
    const error = await failure(generateWithIdeogram(request(), config(f.url)));
    expect(error.code).toBe("CONTENT_FLAGGED");
  });

  test("429 then success: retried after Retry-After, and succeeds", async () => {
    const f = await ideogram((_, call) =>
      call === 1
        ? { status: 429, body: { detail: "Too many requests" }, headers: { "Retry-After": "0" } }
        : success(fake!.url),
    );
    const images = await generateWithIdeogram(request(), config(f.url));
    expect(images).toHaveLength(1);
    expect(generateCalls(f)).toHaveLength(2);
  });

  test("500 on every attempt: UNAVAILABLE after the retries", async () => {
    const f = await ideogram(() => ({ status: 500, body: { detail: "Internal error" } }));
    const error = await failure(generateWithIdeogram(request(), config(f.url)));
    expect(error).toMatchObject({ code: "UNAVAILABLE", status: 500 });
    expect(generateCalls(f)).toHaveLength(3);
  });

  test("malformed JSON is INVALID_OUTPUT", async () => {
    const f = await ideogram(() => ({
      status: 200,
      rawBody: '{"created": "2025-01-01", "data": [',
      headers: { "Content-Type": "application/json" },
    }));
    const error = await failure(generateWithIdeogram(request(), config(f.url)));
    expect(error.code).toBe("INVALID_OUTPUT");
  });

  test("a slow answer past the timeout is TIMEOUT", async () => {
    const f = await ideogram(() => ({ ...success(fake!.url), delayMs: 2000 }));
    const started = Date.now();
    const error = await failure(generateWithIdeogram(request(), config(f.url, { timeoutMs: 150 })));
    expect(error.code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test("an image that cannot be downloaded is UNAVAILABLE", async () => {
    const f = await ideogram(() => ({
      status: 200,
      body: {
        created: "x",
        data: [{ url: `${fake!.url}/files/missing.png`, is_image_safe: true }],
      },
    }));
    const error = await failure(generateWithIdeogram(request(), config(f.url)));
    expect(error.code).toBe("UNAVAILABLE");
  });

  test("an unreachable API is UNAVAILABLE, not a hang", async () => {
    const error = await failure(
      generateWithIdeogram(request(), config("http://127.0.0.1:9", { timeoutMs: 2000 })),
    );
    expect(error.code).toBe("UNAVAILABLE");
  });
});

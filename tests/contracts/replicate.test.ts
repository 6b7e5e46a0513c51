import { afterEach, describe, expect, test } from "vitest";
import { generateWithReplicate, type ReplicateConfig } from "../../convex/lib/ai/replicate";
import { AiError, type ImageRequest } from "../../convex/lib/ai/types";
import {
  OUTPUT_PNG,
  REPLICATE_TOKEN,
  problem,
  startReplicateFake,
  type ReplicateScript,
} from "./fakes/replicate";

/** The real `replicate` SDK, driven through our client, against a fake of Replicate's API. */

type Fake = Awaited<ReturnType<typeof startReplicateFake>>;
let fake: Fake | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function replicate(script: ReplicateScript = {}) {
  fake = await startReplicateFake(script);
  return fake;
}

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: "A red bicycle against a yellow wall",
  aspectRatio: "1:1",
  count: 1,
  provider: "replicate",
  model: "black-forest-labs/flux-schnell",
  magicPrompt: false,
  includeText: true,
  poster: { seed: "s" },
  ...overrides,
});

const config = (f: Fake, extra: Partial<ReplicateConfig> = {}): ReplicateConfig => ({
  apiToken: REPLICATE_TOKEN,
  baseUrl: `${f.url}/v1`,
  retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
  pollIntervalMs: 10,
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

const creates = (f: Fake) =>
  f.requests.filter((r) => r.method === "POST" && !r.path.endsWith("/cancel"));

describe("Replicate client", () => {
  test("creates a prediction as documented and downloads every output", async () => {
    const f = await replicate();
    const images = await generateWithReplicate(
      request({ aspectRatio: "4:5", count: 3 }),
      config(f),
    );

    const [create] = creates(f);
    expect(create.path).toBe("/v1/models/black-forest-labs/flux-schnell/predictions");
    expect(create.headers.authorization).toBe(`Bearer ${REPLICATE_TOKEN}`);
    expect(create.headers["content-type"]).toBe("application/json");
    expect(create.headers.prefer).toMatch(/^wait=\d+$/);
    expect(JSON.parse(create.body)).toEqual({
      input: {
        prompt: "A red bicycle against a yellow wall",
        aspect_ratio: "4:5",
        num_outputs: 3,
        output_format: "png",
      },
    });

    expect(images).toHaveLength(3);
    expect(images[0]).toMatchObject({
      contentType: "image/png",
      width: 48,
      height: 60,
      provider: "replicate",
      model: "black-forest-labs/flux-schnell",
    });
    expect(Array.from(images[2].bytes)).toEqual(Array.from(OUTPUT_PNG));
    const downloads = f.requests.filter((r) => r.path.startsWith("/files/"));
    expect(downloads).toHaveLength(3);
    // Output hosts never see the API token.
    expect(downloads.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  test("single-output models run one prediction per image with their own inputs", async () => {
    const f = await replicate();
    const images = await generateWithReplicate(
      request({
        model: "ideogram-ai/ideogram-v2-turbo",
        aspectRatio: "4:5",
        count: 2,
        magicPrompt: true,
      }),
      config(f),
    );
    expect(images).toHaveLength(2);
    const bodies = creates(f).map((r) => JSON.parse(r.body) as { input: object });
    expect(creates(f).map((r) => r.path)).toEqual([
      "/v1/models/ideogram-ai/ideogram-v2-turbo/predictions",
      "/v1/models/ideogram-ai/ideogram-v2-turbo/predictions",
    ]);
    expect(bodies[0]).toEqual({
      input: {
        prompt: "A red bicycle against a yellow wall",
        aspect_ratio: "3:4",
        magic_prompt_option: "On",
      },
    });
  });

  test("flux-1.1-pro gets prompt_upsampling; no-text requests say so in the prompt", async () => {
    const f = await replicate();
    const [image] = await generateWithReplicate(
      request({ model: "black-forest-labs/flux-1.1-pro", magicPrompt: true, includeText: false }),
      config(f),
    );
    const { input } = JSON.parse(creates(f)[0].body) as { input: Record<string, unknown> };
    expect(input).toMatchObject({ aspect_ratio: "1:1", prompt_upsampling: true });
    expect(input.prompt).toContain("No text");
    expect(image.usedPrompt).toBe(input.prompt);
  });

  test("a pinned version goes to /v1/predictions with the version id", async () => {
    const f = await replicate();
    const version = "a".repeat(64);
    await generateWithReplicate(request({ model: `acme/poster-model:${version}` }), config(f));
    const [create] = creates(f);
    expect(create.path).toBe("/v1/predictions");
    expect(JSON.parse(create.body)).toMatchObject({
      version,
      input: { prompt: expect.any(String) },
    });
  });

  test("polls a prediction that is still running until it succeeds", async () => {
    const f = await replicate({
      create: (_, __, base) => ({
        status: 201,
        body: { ...base, status: "starting", output: null },
      }),
      poll: (id, poll, base) => ({
        status: 200,
        body:
          poll < 3
            ? { ...base, status: "processing" }
            : { ...base, status: "succeeded", output: `${fake!.url}/files/${id}.png` },
      }),
    });
    const images = await generateWithReplicate(request(), config(f));
    expect(images).toHaveLength(1);
    expect(f.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v1/"))).toHaveLength(
      3,
    );
  });

  test("outputs sent as data URIs are decoded", async () => {
    const dataUri = `data:image/png;base64,${Buffer.from(OUTPUT_PNG).toString("base64")}`;
    const f = await replicate({
      create: (_, __, base) => ({ status: 201, body: { ...base, output: [dataUri] } }),
    });
    const [image] = await generateWithReplicate(request(), config(f));
    expect(Array.from(image.bytes)).toEqual(Array.from(OUTPUT_PNG));
  });

  test("401: a refused token is MISCONFIGURED", async () => {
    const f = await replicate();
    const error = await failure(
      generateWithReplicate(request(), { ...config(f), apiToken: "r8_wrong" }),
    );
    expect(error).toMatchObject({ code: "MISCONFIGURED", status: 401 });
    expect(error.message).toContain("valid authentication token");
  });

  test("402: billing is PROVIDER_CREDITS", async () => {
    const f = await replicate({
      create: () =>
        problem(402, "Payment required", "You have insufficient credit to run this model."),
    });
    const error = await failure(generateWithReplicate(request(), config(f)));
    expect(error).toMatchObject({ code: "PROVIDER_CREDITS", status: 402 });
  });

  test("422: flagged input is CONTENT_FLAGGED, invalid input MISCONFIGURED", async () => {
    const flagged = await replicate({
      create: () =>
        problem(422, "Input validation failed", "The prompt was flagged as sensitive (E005)."),
    });
    expect((await failure(generateWithReplicate(request(), config(flagged)))).code).toBe(
      "CONTENT_FLAGGED",
    );
    await flagged.close();
    const invalid = await replicate({
      create: () =>
        problem(422, "Input validation failed", "- input.aspect_ratio: must be one of 1:1"),
    });
    expect((await failure(generateWithReplicate(request(), config(invalid)))).code).toBe(
      "MISCONFIGURED",
    );
  });

  test("a prediction failed by the safety checker is CONTENT_FLAGGED; other failures UNAVAILABLE", async () => {
    const nsfw = await replicate({
      create: (_, __, base) => ({
        status: 201,
        body: {
          ...base,
          status: "failed",
          output: null,
          error: "NSFW content detected. Try running it again, or try a different prompt.",
        },
      }),
    });
    expect((await failure(generateWithReplicate(request(), config(nsfw)))).code).toBe(
      "CONTENT_FLAGGED",
    );
    await nsfw.close();
    const crashed = await replicate({
      create: (_, __, base) => ({
        status: 201,
        body: { ...base, status: "failed", output: null, error: "CUDA out of memory" },
      }),
    });
    expect((await failure(generateWithReplicate(request(), config(crashed)))).code).toBe(
      "UNAVAILABLE",
    );
  });

  test("429 then success: retried and succeeds", async () => {
    const f = await replicate({
      create: (_, call, base) =>
        call === 1
          ? {
              ...problem(429, "Too many requests", "Request was throttled."),
              headers: { "Retry-After": "0" },
            }
          : { status: 201, body: base },
    });
    const images = await generateWithReplicate(request(), config(f));
    expect(images).toHaveLength(1);
    expect(creates(f)).toHaveLength(2);
  });

  test("429 or 500 on every attempt: UNAVAILABLE after our retries, without more from the SDK", async () => {
    const throttled = await replicate({
      create: () => problem(429, "Too many requests", "Throttled"),
    });
    expect(await failure(generateWithReplicate(request(), config(throttled)))).toMatchObject({
      code: "UNAVAILABLE",
      status: 429,
    });
    expect(creates(throttled)).toHaveLength(3);
    await throttled.close();

    const broken = await replicate({ create: () => problem(500, "Internal server error", "Oops") });
    expect(await failure(generateWithReplicate(request(), config(broken)))).toMatchObject({
      code: "UNAVAILABLE",
      status: 500,
    });
    expect(creates(broken)).toHaveLength(3);
  });

  test("malformed JSON is INVALID_OUTPUT", async () => {
    const f = await replicate({
      create: () => ({
        status: 201,
        rawBody: '{"id": "p1", "status": ',
        headers: { "Content-Type": "application/json" },
      }),
    });
    expect((await failure(generateWithReplicate(request(), config(f)))).code).toBe(
      "INVALID_OUTPUT",
    );
  });

  test("a slow answer past the timeout is TIMEOUT", async () => {
    const f = await replicate({
      create: (_, __, base) => ({ status: 201, body: base, delayMs: 2000 }),
    });
    const started = Date.now();
    const error = await failure(generateWithReplicate(request(), config(f, { timeoutMs: 150 })));
    expect(error.code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test("a prediction still running at the deadline is TIMEOUT and is cancelled", async () => {
    const f = await replicate({
      create: (_, __, base) => ({
        status: 201,
        body: { ...base, status: "processing", output: null },
      }),
      poll: (_, __, base) => ({ status: 200, body: { ...base, status: "processing" } }),
    });
    const error = await failure(generateWithReplicate(request(), config(f, { timeoutMs: 200 })));
    expect(error.code).toBe("TIMEOUT");
    expect(f.requests.some((r) => r.path === "/v1/predictions/pred1/cancel")).toBe(true);
  });

  test("a model id that is not owner/name is refused before any request", async () => {
    const f = await replicate();
    expect((await failure(generateWithReplicate(request({ model: "flux" }), config(f)))).code).toBe(
      "MISCONFIGURED",
    );
    expect(f.requests).toHaveLength(0);
  });
});

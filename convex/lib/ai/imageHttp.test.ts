import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../../shared/constants";
import { DEFAULT_IMAGE_RETRY, Deadline, downloadImage, type FetchLike } from "./imageHttp";
import { AiError } from "./types";

/**
 * Image downloads are capped at MAX_IMAGE_BYTES while they stream: an action has 64 MiB, so an
 * oversized image is refused before it is read (declared length) or as soon as it passes the cap.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHUNK = 256 * 1024;

/** A body of `total` bytes (a PNG header, then zeros) that counts what the reader pulled. */
function countedBody(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(CHUNK, total - seen.pulled));
        if (seen.pulled === 0) chunk.set(PNG_SIGNATURE);
        seen.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    // Nothing is read ahead: bytes are pulled only when the reader asks.
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function serving(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const fetch: FetchLike = async () =>
    new Response(body, { status: 200, headers: { "Content-Type": "image/png", ...headers } });
  return fetch;
}

async function download(fetch: FetchLike) {
  return await downloadImage("https://cdn.example.com/out.png", {
    fetch,
    deadline: new Deadline(10_000),
    provider: "TestProvider",
    policy: DEFAULT_IMAGE_RETRY,
  });
}

async function refusal(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe("downloadImage size cap", () => {
  it("is 10 MiB", () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
  });

  it("refuses a body without Content-Length as soon as it passes the cap, and cancels it", async () => {
    const { stream, seen } = countedBody(50 * 1024 * 1024);
    const error = await refusal(download(serving(stream)));
    expect(error.code).toBe("INVALID_OUTPUT");
    expect(error.message).toContain(`over ${MAX_IMAGE_BYTES} bytes`);
    expect(seen.cancelled).toBe(true);
    // Read up to the chunk that crossed the cap, never the 50 MiB sent.
    expect(seen.pulled).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(seen.pulled).toBeLessThanOrEqual(MAX_IMAGE_BYTES + CHUNK);
  });

  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    const { stream, seen } = countedBody(MAX_IMAGE_BYTES + 1);
    const error = await refusal(
      download(serving(stream, { "Content-Length": String(MAX_IMAGE_BYTES + 1) })),
    );
    expect(error.code).toBe("INVALID_OUTPUT");
    expect(seen.pulled).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it("refuses a body longer than its declared Content-Length once it passes the cap", async () => {
    const { stream, seen } = countedBody(MAX_IMAGE_BYTES + 3 * CHUNK);
    const error = await refusal(download(serving(stream, { "Content-Length": "1000" })));
    expect(error.code).toBe("INVALID_OUTPUT");
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(MAX_IMAGE_BYTES + CHUNK);
  });

  it("accepts an image of exactly the cap, with or without Content-Length", async () => {
    const variants: Record<string, string>[] = [{}, { "Content-Length": String(MAX_IMAGE_BYTES) }];
    for (const headers of variants) {
      const { stream, seen } = countedBody(MAX_IMAGE_BYTES);
      const image = await download(serving(stream, headers));
      expect(image.contentType).toBe("image/png");
      expect(image.bytes.byteLength).toBe(MAX_IMAGE_BYTES);
      expect(Array.from(image.bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
      expect(seen.cancelled).toBe(false);
    }
  });

  it("refuses a data URI over the cap before decoding it", async () => {
    const base64 = "A".repeat(Math.ceil((MAX_IMAGE_BYTES + 3) / 3) * 4);
    const error = await refusal(
      downloadImage(`data:image/png;base64,${base64}`, {
        fetch: serving(new ReadableStream()),
        deadline: new Deadline(10_000),
        provider: "TestProvider",
        policy: DEFAULT_IMAGE_RETRY,
      }),
    );
    expect(error.message).toContain(`over ${MAX_IMAGE_BYTES} bytes`);
  });
});

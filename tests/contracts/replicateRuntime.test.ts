import { afterEach, expect, test, vi } from "vitest";
import { generateWithReplicate } from "../../convex/lib/ai/replicate";
import { OUTPUT_PNG, REPLICATE_TOKEN, startReplicateFake } from "./fakes/replicate";

/**
 * The Replicate client as Convex's default runtime runs it: without Node's `Buffer`. Deleting the
 * global outright is not possible here, because Node's own fetch and Response (undici) read it;
 * they stand in for the runtime's native fetch. So the global is hidden from exactly the code under
 * test, the `replicate` package and convex/: read from there, it throws the ReferenceError an
 * undeclared name throws.
 */

const constructed = vi.hoisted(() => [] as unknown[]);
vi.mock("replicate", async (importOriginal) => {
  const { default: Replicate } = await importOriginal<typeof import("replicate")>();
  class Recorded extends Replicate {
    constructor(options: ConstructorParameters<typeof Replicate>[0]) {
      super(options);
      constructed.push(options);
    }
  }
  return { default: Recorded };
});

const CODE_UNDER_TEST = [
  "/node_modules/replicate/",
  new URL("../../convex/", import.meta.url).pathname,
];

type Fake = Awaited<ReturnType<typeof startReplicateFake>>;
let fake: Fake | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** Runs `work` with Buffer hidden from the code under test; lists where that code reached for it. */
async function withoutBuffer<T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const original = Object.getOwnPropertyDescriptor(globalThis, "Buffer")!;
  const real = globalThis.Buffer;
  const reads: string[] = [];
  Object.defineProperty(globalThis, "Buffer", {
    configurable: true,
    get() {
      // [0] "Error", [1] this getter, [2] the code that read `Buffer`.
      const caller = new Error().stack?.split("\n")[2] ?? "";
      if (!CODE_UNDER_TEST.some((path) => caller.includes(path))) return real;
      reads.push(caller.trim());
      throw new ReferenceError("Buffer is not defined");
    },
  });
  try {
    return { result: await work(), reads };
  } finally {
    Object.defineProperty(globalThis, "Buffer", original);
  }
}

test("creates a prediction and downloads its output with no Buffer in the runtime", async () => {
  fake = await startReplicateFake();
  const input = {
    prompt: "A red bicycle against a yellow wall",
    aspect_ratio: "1:1",
    num_outputs: 1,
    output_format: "png",
  };
  const { result, reads } = await withoutBuffer(() =>
    generateWithReplicate(
      {
        prompt: input.prompt,
        aspectRatio: "1:1",
        count: 1,
        provider: "replicate",
        model: "black-forest-labs/flux-schnell",
        magicPrompt: false,
        includeText: true,
        poster: { seed: "s" },
      },
      {
        apiToken: REPLICATE_TOKEN,
        baseUrl: `${fake!.url}/v1`,
        retry: { retries: 0, baseDelayMs: 5, maxDelayMs: 20 },
        pollIntervalMs: 10,
        timeoutMs: 5000,
      },
    ).then(
      (images) => ({ images, error: null }),
      (error: unknown) => ({ images: null, error }),
    ),
  );

  expect(result.error).toBeNull();
  expect(result.images).toHaveLength(1);
  expect(Array.from(result.images![0].bytes)).toEqual(Array.from(OUTPUT_PNG));
  // The inputs went over the wire as they are (and nothing else went as the input).
  const create = fake.requests.find((r) => r.method === "POST");
  expect(JSON.parse(create!.body)).toEqual({ input });
  expect(constructed).toContainEqual(
    expect.objectContaining({ fileEncodingStrategy: "data-uri", useFileOutput: false }),
  );
  // Neither our code nor the SDK reached for Buffer (the "default" and "upload" strategies do).
  expect(reads).toEqual([]);
});

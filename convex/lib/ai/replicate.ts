import Replicate, { type Prediction } from "replicate";
import { DEFAULT_REPLICATE_MODEL } from "../../../shared/constants";
import { imageSize } from "./imageBytes";
import {
  DEFAULT_IMAGE_RETRY,
  Deadline,
  downloadImage,
  fetchWithRetry,
  pause,
  readErrorDetail,
  codeForStatus,
  type FetchLike,
  type RetryPolicy,
} from "./imageHttp";
import { nominalImageSize } from "./imageSizes";
import { REPLICATE_MODEL_PATTERN, replicateFamily, replicatePrompt } from "./replicateInputs";
import { AiError, type GeneratedImage, type ImageRequest } from "./types";

/**
 * Replicate through its `replicate` SDK: POST /v1/models/{owner}/{name}/predictions (or
 * /v1/predictions with a version) with `Prefer: wait`, then GET /v1/predictions/{id} until the
 * prediction is succeeded, failed or canceled. Failures come as problem details
 * `{ title, detail, status }`: 401 bad token, 402 billing, 404 unknown model, 422 invalid input,
 * 429 rate limit. Moderation shows as a failed prediction whose error names NSFW/sensitive content.
 */

const PROVIDER = "Replicate";
export const REPLICATE_BASE_URL = "https://api.replicate.com/v1";
export const REPLICATE_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 1000;
/** Replicate holds a `Prefer: wait` request open for at most 60 s. */
const MAX_SYNC_WAIT_S = 60;
const FLAGGED = /nsfw|sensitive|flagged|safety|inappropriate|moderation|\bE005\b/i;

export type ReplicateConfig = {
  apiToken: string;
  baseUrl?: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
  pollIntervalMs?: number;
  fetch?: FetchLike;
};

type Context = { deadline: Deadline; policy: RetryPolicy; provider: string };

async function replicateError(response: Response): Promise<AiError> {
  const detail = await readErrorDetail(response);
  // Replicate's 422 is "Input validation failed": the model's inputs do not match ours (an admin
  // fix), unless the detail says the input was flagged.
  const code =
    response.status === 422 && !FLAGGED.test(detail)
      ? "MISCONFIGURED"
      : codeForStatus(response.status);
  return new AiError(code, `Replicate answered ${response.status}: ${detail}`, response.status);
}

/**
 * The fetch the SDK is given: our retries, deadline and error mapping. The SDK retries failed
 * requests itself without waiting, so once this fetch has given up it keeps throwing the same
 * AiError, which is what finally surfaces from the SDK call.
 */
function guardedFetch(base: FetchLike, context: Context): FetchLike {
  let fatal: AiError | null = null;
  return async (input, init) => {
    if (fatal) throw fatal;
    try {
      const url = input instanceof Request ? input.url : input;
      const response = await fetchWithRetry(base, url, init ?? {}, context);
      if (response.ok) return response;
      fatal = await replicateError(response);
    } catch (error) {
      fatal =
        error instanceof AiError
          ? error
          : new AiError("UNAVAILABLE", `Replicate request failed: ${String(error)}`);
    }
    throw fatal;
  };
}

/** Every URL (or data URI) in a prediction's output, in order, whatever its nesting. */
export function outputUrls(output: unknown): string[] {
  if (typeof output === "string") {
    return /^(https?:|data:)/.test(output) ? [output] : [];
  }
  if (Array.isArray(output)) return output.flatMap(outputUrls);
  if (typeof output === "object" && output !== null) {
    // A FileOutput (from replicate.run) carries its URL behind url().
    const url = (output as { url?: unknown }).url;
    if (typeof url === "function") return outputUrls(String((url as () => URL).call(output)));
    return Object.values(output).flatMap(outputUrls);
  }
  return [];
}

/**
 * The SDK client. It runs in Convex's default runtime, which has no Node `Buffer`, and
 * predictions.create walks every input through the SDK's file encoding (replicate 1.4.0,
 * lib/util.js `transformFileInputs`), so the strategy is chosen, not left implicit:
 * - "upload" tests each input with `value instanceof Buffer`: a ReferenceError without Buffer.
 * - "default" runs that same walk first and only works here by catching the ReferenceError.
 * - "data-uri" never names Buffer: it inlines Blobs and typed arrays (we send neither) and hands
 *   strings and numbers through untouched. 1.4.0 calls it with the client in place of the inputs,
 *   which would send the client, API token included, as the input; patches/replicate+1.4.0.patch
 *   fixes that call. tests/contracts/replicateRuntime.test.ts holds both to account.
 * useFileOutput is off: outputs stay plain URLs, which downloadImage fetches under its own cap.
 */
function replicateClient(auth: string, baseUrl: string, fetchFn: FetchLike): Replicate {
  return new Replicate({
    auth,
    baseUrl,
    fetch: fetchFn,
    useFileOutput: false,
    fileEncodingStrategy: "data-uri",
  });
}

function batches(count: number, perPrediction: number): number[] {
  const sizes: number[] = [];
  for (let left = count; left > 0; left -= perPrediction) sizes.push(Math.min(left, perPrediction));
  return sizes;
}

export async function generateWithReplicate(
  request: ImageRequest,
  config: ReplicateConfig,
): Promise<GeneratedImage[]> {
  const modelId = request.model ?? DEFAULT_REPLICATE_MODEL;
  if (!REPLICATE_MODEL_PATTERN.test(modelId)) {
    throw new AiError("MISCONFIGURED", `"${modelId}" is not a Replicate model id (owner/name)`);
  }
  const family = replicateFamily(modelId);
  const prompt = replicatePrompt(request);
  const baseFetch = config.fetch ?? fetch;
  const context: Context = {
    deadline: new Deadline(request.timeoutMs ?? config.timeoutMs ?? REPLICATE_TIMEOUT_MS),
    policy: config.retry ?? DEFAULT_IMAGE_RETRY,
    provider: PROVIDER,
  };
  const baseUrl = config.baseUrl ?? REPLICATE_BASE_URL;
  const client = replicateClient(config.apiToken, baseUrl, guardedFetch(baseFetch, context));
  const run = (count: number) =>
    runPrediction(client, modelId, family.input(request, prompt, count), {
      ...context,
      pollIntervalMs: config.pollIntervalMs ?? POLL_INTERVAL_MS,
      cancel: (id) => cancelQuietly(id, config.apiToken, baseUrl, baseFetch),
    });

  const urls = (await Promise.all(batches(request.count, family.maxPerPrediction).map(run)))
    .flat()
    .slice(0, request.count);
  if (urls.length === 0) throw new AiError("INVALID_OUTPUT", "Replicate returned no images");

  return await Promise.all(
    urls.map(async (url): Promise<GeneratedImage> => {
      const file = await downloadImage(url, { fetch: baseFetch, ...context });
      return {
        bytes: file.bytes,
        contentType: file.contentType,
        ...(imageSize(file.bytes) ?? nominalImageSize(request.aspectRatio)),
        provider: "replicate",
        model: modelId,
        usedPrompt: prompt,
      };
    }),
  );
}

const DONE = new Set(["succeeded", "failed", "canceled", "aborted"]);

async function runPrediction(
  client: Replicate,
  modelId: string,
  input: Record<string, unknown>,
  options: Context & { pollIntervalMs: number; cancel: (id: string) => Promise<void> },
): Promise<string[]> {
  const { deadline } = options;
  const [model, version] = modelId.split(":");
  const wait = Math.max(1, Math.min(MAX_SYNC_WAIT_S, Math.floor(deadline.remainingMs() / 1000)));
  let prediction = await viaSdk(() =>
    client.predictions.create(version ? { version, input, wait } : { model, input, wait }),
  );
  try {
    while (!DONE.has(prediction.status)) {
      await pause(options.pollIntervalMs, deadline, PROVIDER);
      const id = prediction.id;
      prediction = await viaSdk(() => client.predictions.get(id));
    }
  } catch (error) {
    // Stop paying for a prediction nobody will collect.
    if (error instanceof AiError && error.code === "TIMEOUT") await options.cancel(prediction.id);
    throw error;
  }
  if (prediction.status !== "succeeded") {
    const { error } = prediction;
    const reason =
      typeof error === "string" ? error : error == null ? "" : JSON.stringify(error).slice(0, 300);
    const message = `Replicate prediction ${prediction.status}: ${reason || "no reason given"}`;
    throw new AiError(FLAGGED.test(reason) ? "CONTENT_FLAGGED" : "UNAVAILABLE", message);
  }
  return outputUrls(prediction.output);
}

/**
 * An SDK call whose failures are all AiErrors: ours come through the guarded fetch as they are;
 * what the SDK adds itself is a body it could not parse or a prediction with no id.
 */
async function viaSdk(call: () => Promise<Prediction>): Promise<Prediction> {
  let prediction: Prediction;
  try {
    prediction = await call();
  } catch (error) {
    if (error instanceof AiError) throw error;
    throw new AiError(
      "INVALID_OUTPUT",
      `Replicate answered with something unreadable: ${String(error)}`,
    );
  }
  if (typeof prediction?.id !== "string" || typeof prediction.status !== "string") {
    throw new AiError("INVALID_OUTPUT", "Replicate answered without a prediction");
  }
  return prediction;
}

/** Best effort, bounded: the deadline has already passed when this runs. */
async function cancelQuietly(id: string, auth: string, baseUrl: string, base: FetchLike) {
  // One signal for every attempt the SDK makes, so the whole cancel stays within 3 s.
  const signal = AbortSignal.timeout(3000);
  const client = replicateClient(auth, baseUrl, (input, init) => base(input, { ...init, signal }));
  await client.predictions.cancel(id).catch(() => undefined);
}

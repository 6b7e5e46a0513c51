import {
  DEFAULT_IDEOGRAM_MODEL,
  type AspectRatio,
  type IdeogramModel,
} from "../../../shared/constants";
import { imageSize, parseResolution } from "./imageBytes";
import {
  DEFAULT_IMAGE_RETRY,
  Deadline,
  downloadImage,
  errorFromResponse,
  fetchWithRetry,
  type FetchLike,
  type RetryPolicy,
} from "./imageHttp";
import { nominalImageSize } from "./imageSizes";
import { AiError, type GeneratedImage, type ImageRequest } from "./types";

/**
 * Ideogram's documented "Generate (legacy)" endpoint: POST {base}/generate, header `Api-Key`, JSON
 * `{ image_request: { prompt, aspect_ratio, model, magic_prompt_option, num_images, ... } }`,
 * answered synchronously with `{ created, data: [{ url, prompt, resolution, is_image_safe, seed,
 * style_type }] }`. Documented failures: 400 invalid input, 401 not authorized, 422 the prompt
 * failed the safety check, 429 too many requests. Image links expire, so they are downloaded here.
 */

const PROVIDER = "Ideogram";
export const IDEOGRAM_BASE_URL = "https://api.ideogram.ai";
export const IDEOGRAM_TIMEOUT_MS = 90_000;

/**
 * The spec's model names mapped to the API's `model` values (the legacy endpoint accepts V_1,
 * V_1_TURBO, V_2, V_2_TURBO, V_2A, V_2A_TURBO). V_2A is an API id as is. "V_1I" is no API id; it
 * is read as Ideogram 1.0 ("V_1"), the only 1.x model that is not the turbo variant.
 */
export const IDEOGRAM_API_MODELS: Record<IdeogramModel, string> = {
  V_2A: "V_2A",
  V_1I: "V_1",
};
const API_MODEL_IDS = new Set(["V_1", "V_1_TURBO", "V_2", "V_2_TURBO", "V_2A", "V_2A_TURBO"]);

/**
 * The spec's ratios as the legacy endpoint's enum (ASPECT_10_16, 16_10, 9_16, 16_9, 3_2, 2_3,
 * 4_3, 3_4, 1_1, 1_3, 3_1). It has no 4:5, so 4:5 is sent as 3:4 (0.75 against 0.8, the nearest;
 * 10:16 is 0.625). The stored width and height are the ones Ideogram reports, never assumed.
 */
export const IDEOGRAM_ASPECT_RATIOS: Record<AspectRatio, string> = {
  "1:1": "ASPECT_1_1",
  "9:16": "ASPECT_9_16",
  "4:5": "ASPECT_3_4",
  "16:9": "ASPECT_16_9",
};

/** Keeps lettering out when the caller sets text itself (e.g. over a thumbnail). */
const NO_TEXT_NEGATIVE_PROMPT = "text, letters, words, captions, typography, watermark, logo";

export type IdeogramConfig = {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
  fetch?: FetchLike;
};

type IdeogramImage = {
  url?: string | null;
  prompt?: string;
  resolution?: string;
  is_image_safe?: boolean;
  seed?: number;
};

/** The API model for a spec name, an API id passed through, or MISCONFIGURED. */
export function ideogramApiModel(model: string | undefined): string {
  const name = model ?? DEFAULT_IDEOGRAM_MODEL;
  if (name in IDEOGRAM_API_MODELS) return IDEOGRAM_API_MODELS[name as IdeogramModel];
  if (API_MODEL_IDS.has(name)) return name;
  throw new AiError("MISCONFIGURED", `Unknown Ideogram model "${name}"`);
}

/** The JSON body sent to /generate (exported for the contract test's expectations). */
export function ideogramRequestBody(request: ImageRequest) {
  return {
    image_request: {
      prompt: request.prompt,
      aspect_ratio: IDEOGRAM_ASPECT_RATIOS[request.aspectRatio],
      model: ideogramApiModel(request.model),
      magic_prompt_option: request.magicPrompt ? "ON" : "OFF",
      num_images: Math.min(Math.max(Math.round(request.count), 1), 8),
      ...(request.includeText ? {} : { negative_prompt: NO_TEXT_NEGATIVE_PROMPT }),
    },
  };
}

export async function generateWithIdeogram(
  request: ImageRequest,
  config: IdeogramConfig,
): Promise<GeneratedImage[]> {
  const body = ideogramRequestBody(request);
  const fetchFn = config.fetch ?? fetch;
  const policy = config.retry ?? DEFAULT_IMAGE_RETRY;
  const deadline = new Deadline(request.timeoutMs ?? config.timeoutMs ?? IDEOGRAM_TIMEOUT_MS);
  const context = { policy, deadline, provider: PROVIDER };
  const base = (config.baseUrl ?? IDEOGRAM_BASE_URL).replace(/\/+$/, "");

  const response = await fetchWithRetry(
    fetchFn,
    `${base}/generate`,
    {
      method: "POST",
      headers: {
        "Api-Key": config.apiKey,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify(body),
    },
    context,
  );
  if (!response.ok) throw await errorFromResponse(PROVIDER, response);

  const images = await readImages(response, deadline);
  const safe = images.filter((image) => image.is_image_safe !== false && image.url);
  if (safe.length === 0) {
    throw images.length > 0
      ? new AiError("CONTENT_FLAGGED", "Ideogram marked every image as unsafe", 200)
      : new AiError("INVALID_OUTPUT", "Ideogram answered without images", 200);
  }

  const model = request.model ?? DEFAULT_IDEOGRAM_MODEL;
  return await Promise.all(
    safe.slice(0, request.count).map(async (image): Promise<GeneratedImage> => {
      const file = await downloadImage(image.url as string, { fetch: fetchFn, ...context });
      const size =
        parseResolution(image.resolution) ??
        imageSize(file.bytes) ??
        nominalImageSize(request.aspectRatio);
      return {
        bytes: file.bytes,
        contentType: file.contentType,
        ...size,
        provider: "ideogram",
        model,
        usedPrompt:
          typeof image.prompt === "string" && image.prompt ? image.prompt : request.prompt,
      };
    }),
  );
}

async function readImages(response: Response, deadline: Deadline): Promise<IdeogramImage[]> {
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (error) {
    if (deadline.expired) throw deadline.error(PROVIDER);
    throw new AiError("INVALID_OUTPUT", `Ideogram answered with malformed JSON: ${String(error)}`);
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    throw new AiError("INVALID_OUTPUT", "Ideogram answered without a data list", response.status);
  }
  return data.filter((item): item is IdeogramImage => typeof item === "object" && item !== null);
}

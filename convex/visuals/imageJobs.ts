import { AiError, type AiErrorCode, type GenerationMetadata } from "../lib/ai/types";
import type { StoredGeneratedImage } from "../media/model";

/** What the thumbnails and visual jobs share: their metadata, and which failure to report. */

/**
 * Generation metadata (spec 3, admins only) for image work. The text fields have no meaning
 * for an image model and are neutral; provider and model say who drew it, which also drives
 * the Offline studio badge.
 */
export function imageMetadata(
  image: Pick<StoredGeneratedImage, "provider" | "model">,
  promptVersion: string,
  startedAt: number,
): GenerationMetadata {
  return {
    prompt_version: promptVersion,
    model: image.model,
    temperature: 0,
    reasoning: false,
    generation_time_ms: Date.now() - startedAt,
    tokens_used: 0,
    generation_timestamp: new Date().toISOString(),
    provider: image.provider,
    experimental_mode: false,
  };
}

/**
 * The failure to report when several parallel images failed: the one the user can act on
 * first (flagged content, the provider out of credit), then the rest in the engine's order.
 */
const PRIORITY: AiErrorCode[] = [
  "CONTENT_FLAGGED",
  "PROVIDER_CREDITS",
  "MISCONFIGURED",
  "TIMEOUT",
  "UNAVAILABLE",
  "INVALID_OUTPUT",
];

export function pickFailure(failures: readonly unknown[]): unknown {
  for (const code of PRIORITY) {
    const found = failures.find((error) => error instanceof AiError && error.code === code);
    if (found !== undefined) return found;
  }
  return failures[0] ?? new AiError("INVALID_OUTPUT", "The image provider answered no images");
}

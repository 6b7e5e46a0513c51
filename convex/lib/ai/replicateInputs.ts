import type { AspectRatio } from "../../../shared/constants";
import type { ImageRequest } from "./types";

/**
 * Replicate models each declare their own inputs, so the request is shaped per model family
 * (from the models' published input schemas). Families that make one image per prediction are
 * run once per image; unknown models get the two inputs nearly every text-to-image model has.
 */

export type ReplicateFamily = {
  name: string;
  /** Images one prediction can return. */
  maxPerPrediction: number;
  input: (request: ImageRequest, prompt: string, count: number) => Record<string, unknown>;
};

/** Ideogram on Replicate lists 1:1, 16:9, 9:16, 4:3, 3:4, 3:2, 2:3, 16:10, 10:16, 3:1, 1:3. */
const IDEOGRAM_RATIOS: Record<AspectRatio, string> = {
  "1:1": "1:1",
  "9:16": "9:16",
  "4:5": "3:4",
  "16:9": "16:9",
};

const FAMILIES: { test: RegExp; family: ReplicateFamily }[] = [
  {
    // flux-schnell / flux-dev: aspect_ratio includes 4:5; num_outputs 1..4.
    test: /^black-forest-labs\/flux-(schnell|dev)$/,
    family: {
      name: "flux-multi",
      maxPerPrediction: 4,
      input: (request, prompt, count) => ({
        prompt,
        aspect_ratio: request.aspectRatio,
        num_outputs: count,
        output_format: "png",
      }),
    },
  },
  {
    // flux-1.1-pro and flux-pro can rewrite the prompt (prompt_upsampling), like a magic prompt.
    test: /^black-forest-labs\/flux-(1\.1-)?pro$/,
    family: {
      name: "flux-pro",
      maxPerPrediction: 1,
      input: (request, prompt) => ({
        prompt,
        aspect_ratio: request.aspectRatio,
        output_format: "png",
        prompt_upsampling: request.magicPrompt,
      }),
    },
  },
  {
    test: /^black-forest-labs\//,
    family: {
      name: "flux-single",
      maxPerPrediction: 1,
      input: (request, prompt) => ({
        prompt,
        aspect_ratio: request.aspectRatio,
        output_format: "png",
      }),
    },
  },
  {
    test: /^ideogram-ai\//,
    family: {
      name: "ideogram",
      maxPerPrediction: 1,
      input: (request, prompt) => ({
        prompt,
        aspect_ratio: IDEOGRAM_RATIOS[request.aspectRatio],
        magic_prompt_option: request.magicPrompt ? "On" : "Off",
      }),
    },
  },
];

const GENERIC: ReplicateFamily = {
  name: "generic",
  maxPerPrediction: 1,
  input: (request, prompt) => ({ prompt, aspect_ratio: request.aspectRatio }),
};

/** "owner/name" or "owner/name:version" (a 64-hex version id). */
export const REPLICATE_MODEL_PATTERN = /^[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*(:[0-9a-f]{64})?$/i;

export function replicateFamily(modelId: string): ReplicateFamily {
  const name = modelId.split(":")[0].toLowerCase();
  return FAMILIES.find(({ test }) => test.test(name))?.family ?? GENERIC;
}

/** Most Replicate models have no negative prompt, so "no lettering" is said in the prompt. */
export function replicatePrompt(request: ImageRequest): string {
  return request.includeText
    ? request.prompt
    : `${request.prompt.trim()} No text, letters or words in the image.`;
}

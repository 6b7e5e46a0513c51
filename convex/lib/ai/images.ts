import {
  DEFAULT_IMAGE_PROVIDER,
  MAX_IMAGES_PER_REQUEST,
  type ImageProvider,
} from "../../../shared/constants";
import { providerEnv } from "../env";
import { generateWithIdeogram, type IdeogramConfig } from "./ideogram";
import { POSTER_MODEL, renderPoster } from "../../studio/posters/render";
import { generateWithReplicate, type ReplicateConfig } from "./replicate";
import { studioPause } from "./studioLatency";
import { AiError, type GeneratedImage, type ImageProviderId, type ImageRequest } from "./types";

/**
 * Image generation, whichever provider runs it: Ideogram or Replicate when their keys are set,
 * the offline studio's posters (SVG here, PNG once stored) otherwise. Every result is bytes (provider URLs are fetched at
 * once and never returned), ready for convex/media to store and serve as /api/media/{key}.
 */

const KEY_OF: Record<ImageProvider, () => string | undefined> = {
  ideogram: providerEnv.ideogramApiKey,
  replicate: providerEnv.replicateApiToken,
};

/** Which image providers have credentials on this deployment. */
export function configuredImageProviders(): ImageProvider[] {
  return (Object.keys(KEY_OF) as ImageProvider[]).filter((id) => KEY_OF[id]() !== undefined);
}

/**
 * The provider to use: the preferred one (the request's, or the admin default) when its key is
 * set, else the other configured one, else the offline studio. "offline-studio" is honoured as
 * an explicit choice.
 */
export function resolveImageProvider(
  preferred: ImageProviderId | null | undefined = DEFAULT_IMAGE_PROVIDER,
): ImageProviderId {
  if (preferred === "offline-studio") return "offline-studio";
  const configured = configuredImageProviders();
  const wanted = preferred ?? DEFAULT_IMAGE_PROVIDER;
  if (configured.includes(wanted)) return wanted;
  return configured[0] ?? "offline-studio";
}

/** Test and benchmark seams: provider endpoints, timeouts and retry pacing. */
export type ImageClientOverrides = {
  ideogram?: Omit<Partial<IdeogramConfig>, "apiKey">;
  replicate?: Omit<Partial<ReplicateConfig>, "apiToken">;
};

export async function generateImages(
  request: ImageRequest,
  overrides: ImageClientOverrides = {},
): Promise<GeneratedImage[]> {
  if (!Number.isInteger(request.count) || request.count < 1) {
    throw new Error(`Image count must be a positive integer, got ${request.count}`);
  }
  if (request.prompt.trim() === "") throw new Error("Image prompt is empty");
  const checked = { ...request, count: Math.min(request.count, MAX_IMAGES_PER_REQUEST) };

  switch (checked.provider) {
    case "ideogram": {
      const apiKey = providerEnv.ideogramApiKey();
      if (!apiKey) throw notConfigured("Ideogram", "IDEOGRAM_API_KEY");
      return await generateWithIdeogram(checked, {
        apiKey,
        baseUrl: providerEnv.ideogramBaseUrl(),
        ...overrides.ideogram,
      });
    }
    case "replicate": {
      const apiToken = providerEnv.replicateApiToken();
      if (!apiToken) throw notConfigured("Replicate", "REPLICATE_API_TOKEN");
      return await generateWithReplicate(checked, {
        apiToken,
        baseUrl: providerEnv.replicateBaseUrl(),
        ...overrides.replicate,
      });
    }
    case "offline-studio":
      await studioPause();
      return studioPosters(checked);
  }
}

function notConfigured(provider: string, variable: string): AiError {
  return new AiError("MISCONFIGURED", `${provider} is not configured: set ${variable}`);
}

/**
 * The offline studio: one poster per requested image, each a different composition. They leave
 * here as SVG and are stored as PNG (convex/media/raster.ts), so they are drawn without grain.
 */
export function studioPosters(request: ImageRequest): GeneratedImage[] {
  const encoder = new TextEncoder();
  return Array.from({ length: request.count }, (_, variant) => {
    const poster = renderPoster({
      prompt: request.prompt,
      aspectRatio: request.aspectRatio,
      facts: request.poster,
      includeText: request.includeText,
      variant: (request.poster.variant ?? 0) + variant,
      grain: false,
    });
    return {
      bytes: encoder.encode(poster.svg),
      contentType: "image/svg+xml",
      width: poster.width,
      height: poster.height,
      provider: "offline-studio",
      model: `${POSTER_MODEL}/${poster.layout}`,
      usedPrompt: request.prompt,
    };
  });
}

import { Badge, Tooltip } from "@radix-ui/themes";
import { OFFLINE_STUDIO_PROVIDER } from "../../../../shared/constants";

export const OFFLINE_IMAGES_HINT =
  "Drawn by the offline studio. Set IDEOGRAM_API_KEY or REPLICATE_API_TOKEN on the deployment to draw with a real image model.";

/**
 * Honest labelling (ARCHITECTURE 4): images the offline studio drew say so, with how to connect
 * an image model. Nothing for images a real provider drew.
 */
export function ProviderLabel({ provider }: { provider: string | null }) {
  if (provider !== OFFLINE_STUDIO_PROVIDER) return null;
  return (
    <Tooltip content={OFFLINE_IMAGES_HINT}>
      <Badge color="gray" variant="surface" radius="full" tabIndex={0}>
        Offline studio
      </Badge>
    </Tooltip>
  );
}

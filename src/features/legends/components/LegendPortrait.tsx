import { Avatar } from "@radix-ui/themes";
import { legendInitials } from "../lib/format";
import type { Legend } from "../lib/types";

type LegendPortraitProps = {
  legend: Pick<Legend, "name" | "headshot">;
  /** Empty when the name is printed next to it. */
  alt?: string;
  /** CSS aspect ratio; the artwork is square and centred, so it crops gracefully. */
  ratio?: string;
  radius?: "none" | "medium" | "large";
  className?: string;
};

/**
 * A legend's portrait at full width (card tops, the profile): the artwork, or the initials set
 * large in the display serif when there is none or it fails to load.
 */
export function LegendPortrait({
  legend,
  alt = "",
  ratio = "1",
  radius = "none",
  className,
}: LegendPortraitProps) {
  return (
    <Avatar
      size="9"
      radius={radius}
      variant="soft"
      color="gray"
      className={["legend-portrait", className].filter(Boolean).join(" ")}
      style={{ aspectRatio: ratio }}
      src={legend.headshot ?? undefined}
      alt={alt}
      fallback={legendInitials(legend.name)}
    />
  );
}

import { Badge } from "@radix-ui/themes";
import type { EvidenceSource } from "../lib/types";

/** Where a piece of evidence came from, always said: the site, the idea, or our inference. */
export const SOURCE_LABELS: Record<EvidenceSource, string> = {
  website: "From the website",
  idea: "From your idea",
  inference: "Our inference",
};

const COLORS = { website: "blue", idea: "green", inference: "gray" } as const;

/** High contrast: at 12 px the soft green's own text colour was 4.09:1 on its tint (AA: 4.5). */
export function SourceBadge({ source }: { source: EvidenceSource }) {
  return (
    <Badge
      color={COLORS[source]}
      variant="soft"
      highContrast
      radius="full"
      className="discovery-source"
    >
      {SOURCE_LABELS[source]}
    </Badge>
  );
}

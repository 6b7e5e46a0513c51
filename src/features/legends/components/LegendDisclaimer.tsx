import { Text } from "@radix-ui/themes";
import { shortDisclaimer } from "../lib/format";

/** The AI-persona disclaimer as a quiet line; `full` prints the whole text (profile page). */
export function LegendDisclaimer({
  disclaimer,
  full = false,
}: {
  disclaimer: string;
  full?: boolean;
}) {
  return (
    <Text as="p" size="1" color="gray" className="legend-disclaimer">
      {full ? disclaimer : shortDisclaimer(disclaimer)}
    </Text>
  );
}

import { Flex, IconButton, Link, Text } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import type { SelectedLegend } from "../lib/types";
import { LegendAvatar } from "./LegendAvatar";

type SelectedLegendChipsProps = {
  legends: readonly SelectedLegend[];
  onRemove: (legend: SelectedLegend) => void;
};

/** The chosen legends as chips: portrait, name (to the profile) and a remove button. */
export function SelectedLegendChips({ legends, onRemove }: SelectedLegendChipsProps) {
  if (legends.length === 0) return null;
  return (
    <Flex asChild gap="2" wrap="wrap">
      <ul className="plain-list" aria-label="Your legends">
        {legends.map((legend) => (
          <li key={legend.id} className="legend-chip">
            <LegendAvatar legend={legend} size="2" />
            <Link asChild size="2" weight="medium" color="gray" highContrast underline="hover">
              <RouterLink to={ROUTES.legend(legend.slug)}>{legend.name}</RouterLink>
            </Link>
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              radius="full"
              aria-label={`Remove ${legend.name}`}
              onClick={() => onRemove(legend)}
            >
              <Cross2Icon aria-hidden />
            </IconButton>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** A quiet line instead of chips while nothing is chosen. */
export function NoLegendsChosen() {
  return (
    <Text size="2" color="gray">
      No legends chosen yet.
    </Text>
  );
}

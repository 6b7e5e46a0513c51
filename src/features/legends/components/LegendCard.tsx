import "../legends.css";
import "@/components/typography/frauncesItalic";
import { Blockquote, Box, Button, Card, Flex, Heading, Inset, Text } from "@radix-ui/themes";
import { ArrowRightIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { legendOfLine } from "../lib/format";
import type { Legend } from "../lib/types";
import { AwardsTooltip } from "./AwardsTooltip";
import { BrandBadges } from "./BrandBadges";
import { CareerTooltip } from "./CareerTooltip";
import { LegendDisclaimer } from "./LegendDisclaimer";
import { LegendPortrait } from "./LegendPortrait";
import { LockedBadge } from "./LockedBadge";

type LegendCardProps = {
  legend: Legend;
  /** Show the lock of legends beyond the visitor's plan (off on marketing surfaces). */
  showLocked?: boolean;
  /** Add the 'Legendary Career' tooltip (the featured carousel). */
  withCareer?: boolean;
};

/**
 * The legend card (spec 2): portrait, 'legend of' the first two agencies, name and label, a
 * three-line description, the key message, up to five brands, awards and career on hover or
 * focus, and the way to the full profile. The AI-persona disclaimer closes it, quietly.
 */
export function LegendCard({ legend, showLocked = true, withCareer = false }: LegendCardProps) {
  const legendOf = legendOfLine(legend);
  const locked = showLocked && legend.locked;
  return (
    <Card size="2" className="legend-card" data-locked={locked ? "" : undefined}>
      <Inset clip="padding-box" side="top" pb="current" className="legend-card-portrait">
        <LegendPortrait legend={legend} ratio="16 / 11" />
        {locked ? <LockedBadge link className="legend-card-lock" /> : null}
      </Inset>
      <Flex direction="column" gap="3" flexGrow="1">
        <Box>
          {legendOf ? (
            <Text as="p" size="1" color="gray" className="eyebrow legend-of line-clamp-2" mb="2">
              {legendOf}
            </Text>
          ) : null}
          <Heading as="h3" size="6" weight="medium" className="serif">
            {legend.name}
          </Heading>
          <Text as="p" size="2" color="ruby" className="legend-label">
            {legend.label}
          </Text>
        </Box>
        <Text as="p" size="2" color="gray" className="line-clamp-3">
          {legend.description}
        </Text>
        <Blockquote size="2" className="legend-key-message">
          <span className="line-clamp-4">{legend.keyMessage}</span>
        </Blockquote>
        <Flex direction="column" gap="3" mt="auto" pt="2">
          <BrandBadges legend={legend} />
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Flex align="center" gap="4">
              <AwardsTooltip awards={legend.awards} />
              {withCareer ? <CareerTooltip pastAgencies={legend.pastAgencies} /> : null}
            </Flex>
            <Button asChild size="2" variant="soft">
              <RouterLink to={ROUTES.legend(legend.slug)} aria-label={`Profile of ${legend.name}`}>
                Profile
                <ArrowRightIcon aria-hidden />
              </RouterLink>
            </Button>
          </Flex>
          <LegendDisclaimer disclaimer={legend.disclaimer} />
        </Flex>
      </Flex>
    </Card>
  );
}

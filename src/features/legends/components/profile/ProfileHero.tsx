import type { ReactNode } from "react";
import { Blockquote, Box, Flex, Grid, Text } from "@radix-ui/themes";
import { legendOfLine } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";
import { LegendDisclaimer } from "../LegendDisclaimer";
import { LegendPortrait } from "../LegendPortrait";

/** Portrait, name, label, 'legend of', the key message and the disclaimer. */
export function ProfileHero({ legend, actions }: { legend: Legend; actions?: ReactNode }) {
  const legendOf = legendOfLine(legend);
  return (
    <Grid
      columns={{ initial: "1", sm: "minmax(0, 5fr) minmax(0, 7fr)" }}
      gapX="8"
      gapY="6"
      align="center"
    >
      <Box className="profile-portrait">
        <LegendPortrait
          legend={legend}
          alt={`${legend.name}: illustrated portrait`}
          radius="large"
        />
      </Box>
      <Flex direction="column" gap="4">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          {[legend.discipline, legend.country].filter(Boolean).join(" · ")}
        </Text>
        <Box>
          <h1 className="display-title profile-title">{legend.name}</h1>
          <Text as="p" size={{ initial: "5", sm: "6" }} className="serif profile-label" mt="3">
            {legend.label}
          </Text>
        </Box>
        {legendOf ? (
          <Text as="p" size="2" color="gray" className="eyebrow">
            {legendOf}
          </Text>
        ) : null}
        <Blockquote size={{ initial: "4", sm: "5" }} className="profile-key-message">
          {legend.keyMessage}
        </Blockquote>
        {actions}
        <LegendDisclaimer disclaimer={legend.disclaimer} full />
      </Flex>
    </Grid>
  );
}

import { memo, useState } from "react";
import { Box, Button, Flex, Heading, Section, Text } from "@radix-ui/themes";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { FeaturedLegendsCarousel } from "@/features/legends/components/FeaturedLegendsCarousel";
import { LegendPickerDialog } from "@/features/legends/components/picker/LegendPickerDialog";
import { SelectedLegendChips } from "@/features/legends/components/SelectedLegendChips";
import { useSelectedLegends } from "@/features/legends/hooks/useSelectedLegends";
import { removeSelectedLegend, writeSelectedLegends } from "@/features/legends/lib/selectionStore";
import { LEGEND_PICKER } from "../../../../shared/constants";

/**
 * 'Meet the legends' on the home page: the featured carousel, and 'Choose your legends', which
 * opens the picker and keeps the choice (local storage, read later by the ideas flow). Memoized,
 * like the carousel in it: the page's other sections update live without touching them.
 */
export const LegendsSection = memo(function LegendsSection() {
  const user = useCurrentUser();
  const selected = useSelectedLegends();
  const [pickerOpen, setPickerOpen] = useState(false);
  const signedIn = user.status === "signedIn";

  return (
    <Section size={{ initial: "2", sm: "3" }} aria-labelledby="meet-the-legends">
      <Flex
        direction={{ initial: "column", md: "row" }}
        justify="between"
        align={{ initial: "start", md: "end" }}
        gap="5"
        mb={{ initial: "5", sm: "7" }}
      >
        <Flex direction="column" gap="3" maxWidth="40rem">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            The roster
          </Text>
          <Heading as="h2" id="meet-the-legends" className="section-title">
            Meet the legends
          </Heading>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            AI personas inspired by the documented work of advertising’s great creatives. Choose up
            to {LEGEND_PICKER.maxSelected} to pitch your brief, each in their own manner.
          </Text>
        </Flex>
        <Button size="3" onClick={() => setPickerOpen(true)}>
          Choose your legends
        </Button>
      </Flex>
      {selected.length > 0 ? (
        <Flex align="center" gap="3" wrap="wrap" mb="6">
          <Text size="2" weight="medium" color="gray">
            Your legends
          </Text>
          <SelectedLegendChips
            legends={selected}
            onRemove={(legend) => removeSelectedLegend(legend.id)}
          />
        </Flex>
      ) : null}
      <Box>
        <FeaturedLegendsCarousel showLocked={signedIn} />
      </Box>
      <LegendPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        selected={selected}
        signedIn={signedIn}
        onConfirm={({ legends }) => writeSelectedLegends(legends)}
      />
    </Section>
  );
});

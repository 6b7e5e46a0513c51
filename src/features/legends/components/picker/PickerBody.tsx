import "../../legends.css";
import "@/components/typography/frauncesItalic";
import { useState } from "react";
import { Box, Button, Dialog, Flex, IconButton, ScrollArea, Tabs, Text } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import { usePickerSelection } from "@/features/legends/hooks/usePickerSelection";
import type { SelectedLegend } from "@/features/legends/lib/types";
import type { LegendPickerResult } from "./LegendPickerDialog";
import { PickerNotice } from "./PickerNotice";
import { ActivatedLegendsPanel, AllLegendsPanel, TrendingLegendsPanel } from "./PickerPanels";
import { PickerToolbar } from "./PickerToolbar";

type Tab = "all" | "activated" | "trending";

type PickerBodyProps = {
  title: string;
  description: string;
  confirmLabel: string;
  max: number;
  selected: readonly SelectedLegend[];
  signedIn: boolean;
  onConfirm: (result: LegendPickerResult) => void;
  onClose: () => void;
};

export function PickerBody({
  title,
  description,
  confirmLabel,
  max,
  selected: initial,
  signedIn,
  onConfirm,
  onClose,
}: PickerBodyProps) {
  const selection = usePickerSelection(initial, max);
  const [search, setSearch] = useState("");
  const [chosenTab, setTab] = useState<Tab>("all");
  const [refreshToken, setRefreshToken] = useState(0);
  const tab = chosenTab === "activated" && !signedIn ? "all" : chosenTab;
  const panelProps = {
    search,
    onClearSearch: () => setSearch(""),
    selectedIds: selection.selectedIds,
    onToggle: selection.toggle,
    refreshToken,
  };
  const confirm = () => {
    onConfirm({ ids: selection.selectedIds, legends: selection.selected });
    onClose();
  };

  return (
    <Flex direction="column" gap="4" className="picker-body">
      <Flex justify="between" align="start" gap="3">
        <Box>
          <Dialog.Title size={{ initial: "6", sm: "7" }} weight="medium" mb="1">
            {title}
          </Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {description}
          </Dialog.Description>
        </Box>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label="Close">
            <Cross2Icon aria-hidden />
          </IconButton>
        </Dialog.Close>
      </Flex>
      <PickerToolbar
        search={search}
        onSearchChange={setSearch}
        onRefresh={() => setRefreshToken((token) => token + 1)}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        className="picker-tabs"
      >
        <Tabs.List size={{ initial: "1", xs: "2" }}>
          <Tabs.Trigger value="all">All Legends</Tabs.Trigger>
          {signedIn ? <Tabs.Trigger value="activated">My Activated</Tabs.Trigger> : null}
          <Tabs.Trigger value="trending">Trending</Tabs.Trigger>
        </Tabs.List>
        <ScrollArea type="auto" scrollbars="vertical" className="picker-scroll">
          <Box pt="4" pb="2" pr="3">
            <Tabs.Content value="all">
              <AllLegendsPanel {...panelProps} />
            </Tabs.Content>
            {signedIn ? (
              <Tabs.Content value="activated">
                <ActivatedLegendsPanel {...panelProps} />
              </Tabs.Content>
            ) : null}
            <Tabs.Content value="trending">
              <TrendingLegendsPanel {...panelProps} />
            </Tabs.Content>
          </Box>
        </ScrollArea>
      </Tabs.Root>
      <PickerNotice notice={selection.notice} max={max} />
      <Flex align="center" justify="between" gap="3" wrap="wrap" className="picker-footer">
        <Text
          size="2"
          weight="medium"
          color={selection.notice?.kind === "max" ? "amber" : "gray"}
          role="status"
          className="picker-counter"
        >
          {selection.selected.length} of {max} selected
        </Text>
        <Flex gap="3" ml="auto">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button onClick={confirm} disabled={selection.selected.length === 0}>
            {confirmLabel}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

import { Dialog } from "@radix-ui/themes";
import { LEGEND_PICKER } from "../../../../../shared/constants";
import type { SelectedLegend } from "@/features/legends/lib/types";
import { PickerBody } from "./PickerBody";

export type LegendPickerResult = { ids: string[]; legends: SelectedLegend[] };

export type LegendPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was chosen before; the picker starts from it. */
  selected: readonly SelectedLegend[];
  onConfirm: (result: LegendPickerResult) => void;
  /** Offers the My Activated tab (spec 6: signed-in users only). */
  signedIn: boolean;
  /** Spec 5: 3 by default. */
  max?: number;
  title?: string;
  description?: string;
  confirmLabel?: string;
};

/**
 * The legend picker (spec 2 "Dialogs", 5, 6): search, Refresh, 'n of max selected', tabs All
 * Legends, My Activated and Trending, locked legends with the way to upgrade, private legends
 * under 'Your Private Legends'. Confirm hands back the ids and minimal DTOs; Cancel or Escape
 * leaves the previous choice as it was. Reused wherever legends are picked.
 */
export function LegendPickerDialog({
  open,
  onOpenChange,
  max = LEGEND_PICKER.maxSelected,
  title = "Choose your legends",
  description = `Pick up to ${max} legends to pitch your brief. Each one answers in their own manner.`,
  confirmLabel = "Confirm selection",
  ...rest
}: LegendPickerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="880px" size={{ initial: "2", sm: "4" }} className="picker-dialog">
        {/* Mounted per opening, so every opening starts from the confirmed selection. */}
        <PickerBody
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          max={max}
          onClose={() => onOpenChange(false)}
          {...rest}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

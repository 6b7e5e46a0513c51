import { Button, Flex, IconButton, TextField } from "@radix-ui/themes";
import { Cross2Icon, MagnifyingGlassIcon, ReloadIcon } from "@radix-ui/react-icons";

type PickerToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  onRefresh: () => void;
};

/** Search 'Search creative legends...' and Refresh. */
export function PickerToolbar({ search, onSearchChange, onRefresh }: PickerToolbarProps) {
  return (
    <Flex gap="3" align="center">
      <TextField.Root
        size="3"
        type="search"
        placeholder="Search creative legends..."
        aria-label="Search creative legends"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ flexGrow: 1 }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
        {search ? (
          <TextField.Slot>
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label="Clear search"
              onClick={() => onSearchChange("")}
            >
              <Cross2Icon aria-hidden />
            </IconButton>
          </TextField.Slot>
        ) : null}
      </TextField.Root>
      <Button size="3" variant="soft" color="gray" onClick={onRefresh} aria-label="Refresh">
        <ReloadIcon aria-hidden />
        <span className="picker-refresh-label">Refresh</span>
      </Button>
    </Flex>
  );
}

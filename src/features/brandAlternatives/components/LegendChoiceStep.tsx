import { Avatar, Badge, Button, Callout, Checkbox, Flex, Spinner, Text } from "@radix-ui/themes";
import { initialsOf } from "@/lib/initials";
import { CREDIT_COSTS, LEGEND_PICKER } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import type { LegendOption } from "../lib/types";

type Props = {
  legends: readonly LegendOption[] | undefined;
  legendsError: boolean;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  signedIn: boolean;
  busy: boolean;
  error: string | null;
  onContinue: () => void;
  max?: number;
};

/** Step one, 'select-legends': who reimagines the brand, what it costs, then Continue. */
export function LegendChoiceStep({
  legends,
  legendsError,
  selected,
  onChange,
  signedIn,
  busy,
  error,
  onContinue,
  max = LEGEND_PICKER.maxSelected,
}: Props) {
  const full = selected.length >= max;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  const cost = selected.length * CREDIT_COSTS.brandAlternatives;

  let list;
  if (legendsError) {
    list = <Text color="red">Failed to fetch creative legends</Text>;
  } else if (legends === undefined) {
    list = (
      <Flex align="center" gap="2">
        <Spinner /> <Text color="gray">Loading legends...</Text>
      </Flex>
    );
  } else {
    list = (
      <ul className="brand-alt-legends" aria-label="Legends">
        {legends.map((legend) => {
          const checked = selected.includes(legend.id);
          const disabled = legend.locked || (full && !checked);
          return (
            <li key={legend.id}>
              <Text as="label" size="2" className="brand-alt-legend" data-disabled={disabled}>
                <Checkbox
                  checked={checked}
                  disabled={disabled}
                  onCheckedChange={(value) => toggle(legend.id, value === true)}
                  aria-label={legend.name}
                />
                <Avatar
                  size="2"
                  radius="full"
                  src={legend.headshot ?? undefined}
                  fallback={initialsOf(legend.name, legend.name)}
                  alt=""
                />
                <span className="brand-alt-legend-name">{legend.name}</span>
                {legend.locked ? <Badge color="gray">Upgrade</Badge> : null}
              </Text>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {selected.length} of {max} selected
        </Text>
        {full ? (
          <Text size="1" color="gray">
            Please deselect a legend before selecting another one.
          </Text>
        ) : null}
      </Flex>
      {list}
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex direction="column" gap="2">
        <Button
          size="3"
          onClick={onContinue}
          disabled={selected.length === 0 || busy}
          loading={busy}
          aria-describedby="brand-alt-price"
        >
          Continue
        </Button>
        <Text id="brand-alt-price" size="2" color="gray" align="center">
          {selected.length === 0
            ? "Choose at least one legend to continue."
            : signedIn
              ? messages.brandAlternatives.usesCredits(cost)
              : `Sign in to continue. ${messages.brandAlternatives.usesCredits(cost)}`}
        </Text>
      </Flex>
    </Flex>
  );
}

import { useId, useState } from "react";
import { Button, Callout, Flex, Select, Spinner, Text } from "@radix-ui/themes";
import { PlusIcon } from "@radix-ui/react-icons";
import { AD_FORMATS, DEFAULT_ASPECT_RATIO, type AspectRatio } from "../../../../shared/constants";
import { usesCreditsLine } from "../../../../shared/pricing";
import { useSpendingAction } from "@/lib/useSpendingAction";

export type AddAdFormProps = {
  cost: number;
  onAdd: (aspectRatio: AspectRatio) => Promise<unknown>;
  /** Out of Legend Credits: the upgrade path. */
  onInsufficientCredits?: (error: unknown) => void;
};

const FORMATS = Object.entries(AD_FORMATS) as [AspectRatio, string][];

/**
 * 'Add an ad': one more ad in the legend's voice at a chosen format, its price said before the
 * click. The ad shows on the page at once, writing; nothing here waits for it.
 */
export function AddAdForm({ cost, onAdd, onInsufficientCredits }: AddAdFormProps) {
  const [format, setFormat] = useState<AspectRatio>(DEFAULT_ASPECT_RATIO);
  const { busy, error, run } = useSpendingAction(onInsufficientCredits);
  const priceId = useId();
  const labelId = useId();

  const add = () => run(() => onAdd(format));

  return (
    <Flex direction="column" gap="2" className="add-ad">
      <Flex gap="3" align="center" wrap="wrap">
        <Text id={labelId} size="2" weight="medium">
          Format
        </Text>
        <Select.Root value={format} onValueChange={(value) => setFormat(value as AspectRatio)}>
          <Select.Trigger aria-labelledby={labelId} />
          <Select.Content>
            {FORMATS.map(([value, label]) => (
              <Select.Item key={value} value={value}>
                {label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Button
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={priceId}
          onClick={() => void add()}
        >
          {busy ? <Spinner size="1" /> : <PlusIcon aria-hidden />}
          Add an ad
        </Button>
        <Text id={priceId} size="2" color="gray">
          {usesCreditsLine(cost)}
        </Text>
      </Flex>
      {error ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

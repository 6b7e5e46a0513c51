import { useId, useState } from "react";
import { Button, Callout, Checkbox, Flex, Spinner, Text } from "@radix-ui/themes";
import { CHANNEL_IDS, CHANNELS, hasImage, type ChannelId } from "../../../../shared/channels";
import { channelKitPriceLine } from "../../../../shared/pricing";
import { useSpendingAction } from "@/lib/useSpendingAction";

export type ChannelPickerProps = {
  onCreate: (channels: ChannelId[]) => Promise<unknown>;
  onInsufficientCredits?: (error: unknown) => void;
};

function placementsLine(channel: ChannelId): string {
  const spec = CHANNELS[channel];
  const drawn = spec.placements.filter(hasImage);
  if (drawn.length === 0) return "Text ad: 15 headlines, 4 descriptions";
  return drawn.map((p) => `${p.width}×${p.height}`).join(", ");
}

/**
 * 'Channel kit': pick the platforms, see the price before the click (one credit per channel),
 * and make it. The kit shows below at once and fills in asset by asset.
 */
export function ChannelPicker({ onCreate, onInsufficientCredits }: ChannelPickerProps) {
  const [picked, setPicked] = useState<ChannelId[]>([]);
  const { busy, error, run } = useSpendingAction(onInsufficientCredits);
  const priceId = useId();

  const toggle = (channel: ChannelId, on: boolean) =>
    setPicked((current) =>
      on
        ? CHANNEL_IDS.filter((id) => id === channel || current.includes(id))
        : current.filter((id) => id !== channel),
    );

  const create = async () => {
    if (await run(() => onCreate(picked))) setPicked([]);
  };

  return (
    <Flex direction="column" gap="3">
      <fieldset className="kit-channels" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="rt-r-size-2">
          <Text size="2" weight="medium">
            Channels
          </Text>
        </legend>
        {CHANNEL_IDS.map((channel) => (
          <Text as="label" size="2" key={channel}>
            <Flex gap="2" align="start">
              <Checkbox
                checked={picked.includes(channel)}
                onCheckedChange={(on) => toggle(channel, on === true)}
              />
              <span>
                {CHANNELS[channel].label}
                <Text as="span" size="1" color="gray" style={{ display: "block" }}>
                  {placementsLine(channel)}
                </Text>
              </span>
            </Flex>
          </Text>
        ))}
      </fieldset>
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          disabled={busy || picked.length === 0}
          aria-busy={busy || undefined}
          aria-describedby={priceId}
          onClick={() => void create()}
        >
          {busy ? <Spinner size="1" /> : null}
          Make channel kit
        </Button>
        <Text id={priceId} size="2" color="gray">
          {picked.length === 0 ? "Pick at least one channel." : channelKitPriceLine(picked.length)}
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

import { useId } from "react";
import { Flex, RadioCards, Text } from "@radix-ui/themes";
import { ASPECT_RATIOS, type AspectRatio } from "../../../../shared/constants";

/** "9:16" → "9 / 16", for CSS aspect-ratio. */
export function cssAspectRatio(value: string): string {
  const [width, height] = value.split(":");
  return `${width} / ${height}`;
}

/** "Tall (mobile stories/reels)": the spec's label with its description. */
export function aspectRatioLabel(value: string): string {
  const ratio = ASPECT_RATIOS.find((option) => option.value === value);
  if (!ratio) return value;
  return ratio.description ? `${ratio.label} (${ratio.description})` : ratio.label;
}

/** A small outline of the shape, 28 px tall. */
function RatioGlyph({ value }: { value: string }) {
  return (
    <span className="ratio-glyph" style={{ aspectRatio: cssAspectRatio(value) }} aria-hidden />
  );
}

/**
 * Aspect ratio (spec 3): 1:1 Square (default), 9:16 Tall (mobile stories/reels), 4:5 Portrait
 * (mobile feed), 16:9 Wide (desktop/video), as cards that show the shape.
 */
export function AspectRatioPicker({
  value,
  onChange,
  disabled,
}: {
  value: AspectRatio;
  onChange: (value: AspectRatio) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="medium" id={labelId}>
        Aspect ratio
      </Text>
      <RadioCards.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as AspectRatio)}
        columns={{ initial: "2", sm: "4" }}
        size="1"
        disabled={disabled}
      >
        {ASPECT_RATIOS.map((ratio) => (
          <RadioCards.Item key={ratio.value} value={ratio.value} className="ratio-card">
            <Flex align="center" gap="3" width="100%">
              <RatioGlyph value={ratio.value} />
              <Flex direction="column" minWidth="0">
                <Text size="2" weight="bold">
                  {ratio.label}{" "}
                  <Text color="gray" weight="regular">
                    {ratio.value}
                  </Text>
                </Text>
                {ratio.description ? (
                  <Text size="1" color="gray">
                    {ratio.description}
                  </Text>
                ) : null}
              </Flex>
            </Flex>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </Flex>
  );
}

import { Flex } from "@radix-ui/themes";

/** A profile's colours as small labelled swatches (hex values only: checked by the schema). */
export function ColorSwatches({ colors }: { colors: readonly string[] }) {
  if (colors.length === 0) return null;
  return (
    <Flex gap="1" wrap="wrap" role="list" aria-label="Colours">
      {colors.map((color) => (
        <span
          key={color}
          role="listitem"
          className="brand-swatch"
          style={{ backgroundColor: color }}
          title={color}
          aria-label={color}
        />
      ))}
    </Flex>
  );
}

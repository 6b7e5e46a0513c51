import { DataList, Heading } from "@radix-ui/themes";
import type { Strategy } from "../lib/types";

/** One strategy's fields, labelled as the brief form will use them. */
export function StrategyDetails({ strategy }: { strategy: Strategy }) {
  const rows: [string, string | undefined][] = [
    ["Target audience", strategy.targetAudience],
    ["Unique selling point", strategy.uniqueSellingPoint],
    ["Key message", strategy.keyMessage],
    ["Tone", strategy.tone],
    ["Product", strategy.productName],
  ];
  return (
    <>
      <Heading as="h3" size="6" weight="medium" className="serif" mb="4">
        {strategy.name}
      </Heading>
      <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }} size="2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]?.trim()))
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="10rem" color="gray">
                {label}
              </DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
      </DataList.Root>
    </>
  );
}

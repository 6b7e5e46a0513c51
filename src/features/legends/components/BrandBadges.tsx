import { Badge, Flex } from "@radix-ui/themes";
import { notableBrands } from "../lib/format";
import type { Legend } from "../lib/types";

/** Up to five notable brands from the legend's portfolio. */
export function BrandBadges({ legend }: { legend: Pick<Legend, "portfolioProjects"> }) {
  const brands = notableBrands(legend);
  if (brands.length === 0) return null;
  return (
    <Flex asChild wrap="wrap" gap="1">
      <ul className="plain-list" aria-label="Notable brands">
        {brands.map((brand) => (
          <li key={brand}>
            <Badge color="gray" variant="soft" radius="full">
              {brand}
            </Badge>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

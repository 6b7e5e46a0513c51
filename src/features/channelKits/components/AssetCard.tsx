import { Badge, Flex, Heading, Text } from "@radix-ui/themes";
import { CheckIcon, Cross2Icon } from "@radix-ui/react-icons";
import { assetReady, checklist } from "../lib/checklist";
import type { Advertiser, KitAssetView } from "../lib/types";
import { PlatformPreview } from "./PlatformPreview";

/** One placement: its preview in the platform's frame and the checklist that turns green. */
export function AssetCard({ asset, advertiser }: { asset: KitAssetView; advertiser: Advertiser }) {
  const ready = assetReady(asset);
  const items = asset.status === "waiting" ? [] : checklist(asset);
  const size = asset.width > 0 ? ` · ${asset.width}×${asset.height}` : "";
  return (
    <article className="kit-asset" aria-label={`${asset.label}${size}`} data-status={asset.status}>
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Heading as="h4" size="2" weight="medium">
          {asset.label}
          <Text color="gray" weight="regular">
            {size}
          </Text>
        </Heading>
        {asset.status === "waiting" ? (
          <Badge color="gray" variant="soft" role="status">
            Making…
          </Badge>
        ) : asset.status === "failed" ? (
          <Badge color="red" variant="soft">
            Not made
          </Badge>
        ) : ready ? (
          <Badge color="grass" variant="soft">
            <CheckIcon aria-hidden /> Ready to upload
          </Badge>
        ) : (
          <Badge color="red" variant="soft">
            Needs a fix
          </Badge>
        )}
      </Flex>
      <PlatformPreview asset={asset} advertiser={advertiser} />
      {items.length > 0 ? (
        <ul className="kit-checklist" aria-label={`Checklist for ${asset.label}`}>
          {items.map((item) => (
            <li key={`${item.label}-${item.detail}`} data-ok={item.ok}>
              {item.ok ? <CheckIcon aria-label="passed" /> : <Cross2Icon aria-label="failed" />}
              <span>
                {item.label}: {item.detail}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

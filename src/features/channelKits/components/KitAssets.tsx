import { Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { CHANNELS } from "../../../../shared/channels";
import { assetReady } from "../lib/checklist";
import type { Advertiser, KitView } from "../lib/types";
import { AssetCard } from "./AssetCard";
import { KitExportButton } from "./KitExportButton";
import { KitRetry, type KitRetryProps } from "./KitRetry";

/** A kit's assets by channel, live: each placement appears as its job draws it. */
export function KitAssets({
  kit,
  advertiser,
  retry,
}: {
  kit: KitView;
  advertiser: Advertiser;
  /** Offered on a failed kit to those who may make kits. */
  retry?: Omit<KitRetryProps, "channels">;
}) {
  const ready = kit.assets.filter(assetReady).length;
  return (
    <Flex direction="column" gap="5">
      <Text size="2" color="gray" role="status">
        {kit.status === "failed"
          ? null
          : kit.status === "done"
            ? `${ready} of ${kit.assets.length} assets ready to upload.`
            : (kit.step ?? "Making the kit…")}
      </Text>
      {kit.status === "done" ? (
        <KitExportButton
          kitId={kit.id}
          brand={kit.brand}
          campaign={kit.campaignName}
          ready={ready}
          total={kit.assets.length}
        />
      ) : null}
      {kit.status === "failed" ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{kit.errorMessage}</Callout.Text>
        </Callout.Root>
      ) : null}
      {kit.status === "failed" && retry ? (
        <KitRetry channels={kit.channels.length} {...retry} />
      ) : null}
      {kit.channels.map((channel) => {
        const assets = kit.assets.filter((asset) => asset.channel === channel);
        return (
          <section key={channel} aria-label={CHANNELS[channel].label} className="kit-section">
            <Heading as="h3" size="3">
              {CHANNELS[channel].label}
            </Heading>
            <div className="kit-assets">
              {assets.map((asset) => (
                <AssetCard key={asset.id} asset={asset} advertiser={advertiser} />
              ))}
            </div>
          </section>
        );
      })}
    </Flex>
  );
}

import type { ReactNode } from "react";
import { Skeleton } from "@radix-ui/themes";
import { CHANNELS } from "../../../../shared/channels";
import type { Advertiser, KitAssetView } from "../lib/types";
import "../channelKits.css";

/**
 * An asset inside its platform's frame, at its true proportions, so people judge the ad as it
 * will appear: a feed post (Meta, LinkedIn, X), a full-screen story with the platform's UI over it
 * (Stories, TikTok), a pin, a display banner on a page, a search result. Frames are drawn with
 * neutral shapes and words, never the platforms' logos.
 */

function Picture({ asset, alt }: { asset: KitAssetView; alt: string }) {
  return (
    <div className="kit-picture" style={{ aspectRatio: `${asset.width} / ${asset.height}` }}>
      {asset.imageUrl ? (
        <img src={asset.imageUrl} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <Skeleton className="kit-picture-skeleton" />
      )}
    </div>
  );
}

function Byline({ advertiser, note }: { advertiser: Advertiser; note: string }) {
  return (
    <div className="kit-byline">
      <span className="kit-avatar" aria-hidden>
        {advertiser.brand.slice(0, 1).toUpperCase()}
      </span>
      <span>
        <strong>{advertiser.brand}</strong>
        <small>{note}</small>
      </span>
    </div>
  );
}

function FeedPost({
  asset,
  advertiser,
  text,
  headline,
  description,
  note = "Sponsored",
}: {
  asset: KitAssetView;
  advertiser: Advertiser;
  text: string;
  headline?: string;
  description?: string;
  note?: string;
}) {
  return (
    <div className="kit-frame kit-feed">
      <Byline advertiser={advertiser} note={note} />
      <p className="kit-text">{text}</p>
      <Picture asset={asset} alt={headline ?? text} />
      {headline !== undefined ? (
        <div className="kit-link">
          <span>
            <small>{advertiser.site}</small>
            <strong>{headline}</strong>
            {description ? <small>{description}</small> : null}
          </span>
          <span className="kit-cta" aria-hidden>
            Learn more
          </span>
        </div>
      ) : null}
    </div>
  );
}

function Story({
  asset,
  advertiser,
  text,
}: {
  asset: KitAssetView;
  advertiser: Advertiser;
  text: string;
}) {
  const zone = CHANNELS[asset.channel].safeZone ?? { top: 0, bottom: 0 };
  return (
    <div
      className="kit-frame kit-story"
      style={{ aspectRatio: `${asset.width} / ${asset.height}` }}
    >
      {asset.imageUrl ? (
        <img src={asset.imageUrl} alt={text} loading="lazy" decoding="async" />
      ) : (
        <Skeleton className="kit-picture-skeleton" />
      )}
      {/* The platform's own UI, where the safe zones keep the ad's words out of its way. */}
      <div className="kit-story-top" style={{ height: `${zone.top * 100}%` }} aria-hidden>
        <span className="kit-story-progress" />
        <Byline advertiser={advertiser} note="Sponsored" />
      </div>
      <div className="kit-story-bottom" style={{ height: `${zone.bottom * 100}%` }}>
        <p className="kit-text">{text}</p>
        <span className="kit-cta" aria-hidden>
          Learn more
        </span>
      </div>
    </div>
  );
}

function Pin({ asset, advertiser }: { asset: KitAssetView; advertiser: Advertiser }) {
  const copy = asset.copy ?? {};
  return (
    <div className="kit-frame kit-pin">
      <Picture asset={asset} alt={copy.title ?? ""} />
      <strong>{copy.title}</strong>
      <p className="kit-text">{copy.description}</p>
      <small>Promoted by {advertiser.brand}</small>
    </div>
  );
}

function Banner({ asset }: { asset: KitAssetView }) {
  const copy = asset.copy ?? {};
  return (
    <div className="kit-frame kit-banner">
      <small className="kit-ad-label">Ad</small>
      <div className="kit-banner-slot" style={{ maxWidth: Math.min(asset.width, 728) }}>
        <Picture asset={asset} alt={copy.shortHeadline ?? copy.longHeadline ?? ""} />
      </div>
      <small className="kit-banner-copy">
        {copy.shortHeadline} · {copy.longHeadline} · {copy.description} · {copy.businessName}
      </small>
    </div>
  );
}

function SearchResult({ asset, advertiser }: { asset: KitAssetView; advertiser: Advertiser }) {
  const copy = asset.copy ?? {};
  const headlines = copy.headlines ?? [];
  const descriptions = copy.descriptions ?? [];
  return (
    <div className="kit-frame kit-search">
      <div className="kit-search-result">
        <small>
          <strong>Sponsored</strong> · {advertiser.site}
        </small>
        <strong className="kit-search-title">{headlines.slice(0, 3).join(" | ")}</strong>
        <p className="kit-text">{descriptions.slice(0, 2).join(" ")}</p>
      </div>
      <details className="kit-search-all">
        <summary>
          All {headlines.length} headlines and {descriptions.length} descriptions
        </summary>
        <ol>
          {headlines.map((line) => (
            <li key={`h-${line}`}>{line}</li>
          ))}
        </ol>
        <ol>
          {descriptions.map((line) => (
            <li key={`d-${line}`}>{line}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}

export function PlatformPreview({
  asset,
  advertiser,
}: {
  asset: KitAssetView;
  advertiser: Advertiser;
}): ReactNode {
  const copy = asset.copy ?? {};
  switch (asset.channel) {
    case "meta_feed":
      return (
        <FeedPost
          asset={asset}
          advertiser={advertiser}
          text={copy.primaryText ?? ""}
          headline={copy.headline ?? ""}
          description={copy.description}
        />
      );
    case "linkedin":
      return (
        <FeedPost
          asset={asset}
          advertiser={advertiser}
          text={copy.introText ?? ""}
          headline={copy.headline ?? ""}
          note="Promoted"
        />
      );
    case "x":
      return (
        <FeedPost
          asset={asset}
          advertiser={advertiser}
          text={copy.post ?? ""}
          headline={copy.headline ?? ""}
          note="Ad"
        />
      );
    case "stories":
      return <Story asset={asset} advertiser={advertiser} text={copy.primaryText ?? ""} />;
    case "tiktok":
      return <Story asset={asset} advertiser={advertiser} text={copy.adText ?? ""} />;
    case "pinterest":
      return <Pin asset={asset} advertiser={advertiser} />;
    case "google_display":
      return <Banner asset={asset} />;
    case "google_search":
      return <SearchResult asset={asset} advertiser={advertiser} />;
  }
}

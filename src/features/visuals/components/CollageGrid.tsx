import type { ReactNode } from "react";
import { Flex, Skeleton, Spinner, Text } from "@radix-ui/themes";
import { withFullStop } from "../../../../shared/ideaText";
import type { CollageIdea } from "../lib/types";

type TileRole = "hero" | "headline" | "concept";

function CollageTile({
  role,
  url,
  alt,
  children,
}: {
  role: TileRole;
  url: string | undefined;
  alt: string;
  children?: ReactNode;
}) {
  return (
    <figure className={`collage-tile collage-tile-${role}`} data-role={role}>
      {url ? (
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          // The hero is the largest thing on the card; the details can wait.
          fetchPriority={role === "hero" ? "high" : "low"}
        />
      ) : null}
      {children ? <figcaption className="collage-overlay">{children}</figcaption> : null}
    </figure>
  );
}

/**
 * The collage (spec 2 "Idea collage card"; DESIGN "Collage"): the hero under the campaign line,
 * the two details under the headline and the concept. Lines get the spec's full stop. Images
 * keep their own aspect ratios (16:9 hero, square details) at every width.
 */
export function CollageGrid({
  idea,
  urls,
  tagline,
  busy = false,
}: {
  idea: CollageIdea;
  /** Hero first; missing images leave their tile blank under the text. */
  urls: readonly string[];
  tagline?: string;
  /** New images are being drawn: the current ones dim under a working mark. */
  busy?: boolean;
}) {
  const [hero, headlineImage, conceptImage] = urls;
  const campaignLine = withFullStop(idea.campaignName);
  const headline = withFullStop(idea.headline);
  return (
    <div className="collage-grid" data-busy={busy ? "" : undefined}>
      <CollageTile role="hero" url={hero} alt={`Hero image for the campaign ${campaignLine}`}>
        {tagline?.trim() ? <p className="collage-tagline">{tagline.trim()}</p> : null}
        <p className="collage-line">{campaignLine}</p>
      </CollageTile>
      <CollageTile role="headline" url={headlineImage} alt={`Image for the headline ${headline}`}>
        <p className="collage-line">{headline}</p>
      </CollageTile>
      <CollageTile
        role="concept"
        url={conceptImage}
        alt={`Image for the concept of ${campaignLine}`}
      >
        <p className="collage-concept">{idea.concept.trim()}</p>
      </CollageTile>
      {busy ? (
        <Flex className="collage-busy" align="center" gap="2" aria-hidden>
          <Spinner size="1" />
          <Text size="1">Drawing</Text>
        </Flex>
      ) : null}
    </div>
  );
}

/** Three placeholders in the collage's own layout while the first images are drawn. */
export function CollageSkeleton() {
  return (
    <div className="collage-grid" aria-hidden>
      {(["hero", "headline", "concept"] as const).map((role) => (
        <div
          key={role}
          className={`collage-tile collage-tile-${role}`}
          data-testid="collage-placeholder"
        >
          <Skeleton className="collage-skeleton" />
        </div>
      ))}
    </div>
  );
}

/** The collage's frame before any image exists, holding what to do next. */
export function CollageEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="collage-grid">
      <div className="collage-tile collage-tile-hero collage-tile-empty">
        <div className="collage-center">{children}</div>
      </div>
      <div className="collage-tile collage-tile-headline collage-tile-empty" aria-hidden />
      <div className="collage-tile collage-tile-concept collage-tile-empty" aria-hidden />
    </div>
  );
}

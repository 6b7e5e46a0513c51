import { Text } from "@radix-ui/themes";
import { PageContainer } from "@/components/layout/PageContainer";
import type { SharedHero as Hero } from "../../../../shared/sharedFirstScreen";
import "../shareLinks.css";

/**
 * The hero visual is 16:9 (shareLinks.css lays it out so); its size is given so the browser
 * holds its place before the file arrives.
 */
const HERO_SIZE = { width: 1600, height: 900 };

/**
 * A shared page's first screen: the hero visual, full bleed, with the campaign line in the
 * display serif over its foot (under it on phones), the brand and what is shared above it.
 * The page's largest element, so the visual loads at once and with priority, never lazily. The
 * build renders this same component into the page's HTML (shared/sharedFirstScreen.ts), which
 * the server fills with the share's words before any JavaScript runs.
 */
export function SharedHero({ hero }: { hero: Hero }) {
  return (
    <header className={`shared-hero${hero.image !== null ? " shared-hero--image" : ""}`}>
      {hero.image !== null ? (
        <img
          src={hero.image}
          alt=""
          className="shared-hero__image"
          {...HERO_SIZE}
          fetchPriority="high"
        />
      ) : null}
      <PageContainer className="shared-hero__text">
        <Text as="p" size="2" weight="medium" className="eyebrow shared-hero__eyebrow">
          {hero.eyebrow}
        </Text>
        <h1 className="display-title shared-hero__line">{hero.line}</h1>
        <Text as="p" size={{ initial: "4", sm: "5" }} className="serif shared-hero__headline">
          {hero.headline}
        </Text>
      </PageContainer>
    </header>
  );
}

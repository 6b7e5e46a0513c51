import type { ReactNode } from "react";
import { Badge, Box, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";
import { PageContainer } from "@/components/layout/PageContainer";
import { SITE } from "@/config/site";
import { isOwnMediaPath } from "../../../../shared/sharePreview";
import { sharedHeadlineOf, sharedHeroOf } from "../../../../shared/sharedFirstScreen";
import { SharedHero } from "./SharedHero";
import "../shareLinks.css";

export type PublicShareView = NonNullable<
  FunctionReturnType<typeof api.shareLinks.queries.publicView>
>;
type Lob = NonNullable<PublicShareView["campaign"]>["lobs"][number];

/** Only this app's own stored images: a shared page never loads anything from elsewhere. */
function OwnImage({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  if (src === null || !isOwnMediaPath(src)) return null;
  return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" />;
}

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box className="shared-section">
      <Text as="p" size="1" weight="medium" color="gray" className="eyebrow" mb="2">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="shared-list">
      {items.map((item, index) => (
        <li key={index}>
          <Text size="3">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

function AdCard({ lob }: { lob: Lob }) {
  const ratio = lob.aspectRatio.replace(":", " / ");
  return (
    <article className="shared-ad">
      <Box className="shared-ad__frame" style={{ aspectRatio: ratio }}>
        <OwnImage src={lob.imageUrl} alt={lob.headline} className="shared-ad__image" />
      </Box>
      <Flex direction="column" gap="1" mt="3">
        <Badge variant="soft" color="gray" size="1" className="shared-ad__format">
          {lob.formatLabel}
        </Badge>
        <Heading as="h3" size="4" className="serif">
          {lob.headline}
        </Heading>
        <Text as="p" size="2" color="gray">
          {lob.body}
        </Text>
      </Flex>
    </article>
  );
}

/**
 * The public page of a shared idea or campaign page (spec 2 /shared/{shareId}): a piece of
 * work a client is shown, not an app screen. The hero with the campaign line, the idea in its
 * own words, the legend who wrote it, then the ads at their true proportions, or the idea's
 * visuals and plan; a small 'Made with Legendary' mark at the end.
 */
export function SharedPresentation({
  view,
  feedback,
}: {
  view: PublicShareView;
  /** Before the footer: the visitors' comments when the owner allows them (issue 41). */
  feedback?: ReactNode;
}) {
  const { idea, campaign, legend } = view;
  const details = campaign === null ? idea.thumbnails.slice(1).filter(isOwnMediaPath) : [];
  const hero = sharedHeroOf(view);
  return (
    <main className="shared-page">
      <title>{`${campaign?.title || idea.campaignName} · ${SITE.name}`}</title>
      <SharedHero hero={hero} />
      <PageContainer py={{ initial: "7", sm: "9" }}>
        <Flex direction="column" gap={{ initial: "6", sm: "8" }}>
          <Box className="shared-intro">
            {/* Under a visual rather than over it: the visual may have it drawn in. */}
            {hero.headline === "" ? (
              <Text as="p" size={{ initial: "6", sm: "7" }} className="serif shared-headline">
                {sharedHeadlineOf(view)}
              </Text>
            ) : null}
            <Text as="p" size={{ initial: "5", sm: "6" }} className="serif shared-core">
              {idea.coreIdea}
            </Text>
            {/* A campaign's description is usually its core idea: never say it twice. */}
            {campaign === null ? (
              <Text as="p" size="3" color="gray" mt="3">
                {idea.concept}
              </Text>
            ) : campaign.description && campaign.description !== idea.coreIdea ? (
              <Text as="p" size="3" color="gray" mt="3">
                {campaign.description}
              </Text>
            ) : null}
            <Text as="p" size="2" color="gray" mt="4">
              An idea by{" "}
              {legend.slug ? (
                <Link asChild weight="medium">
                  <RouterLink to={`/creative-legends/${encodeURIComponent(legend.slug)}`}>
                    {legend.name}
                  </RouterLink>
                </Link>
              ) : (
                <Text weight="medium">{legend.name}</Text>
              )}
            </Text>
          </Box>

          {campaign !== null ? (
            <Section label="Concept">
              <Text as="p" size="3" className="shared-measure">
                {idea.concept}
              </Text>
            </Section>
          ) : null}

          {campaign !== null && campaign.lobs.length > 0 ? (
            <Section label="The ads">
              <div className="shared-ads">
                {campaign.lobs.map((lob) => (
                  <AdCard key={lob.id} lob={lob} />
                ))}
              </div>
            </Section>
          ) : null}

          {details.length > 0 ? (
            <div className="shared-details">
              {details.map((src, index) => (
                <OwnImage
                  key={src}
                  src={src}
                  alt={index === 0 ? idea.headline : idea.concept}
                  className="shared-details__image"
                />
              ))}
            </div>
          ) : null}

          {campaign === null ? (
            <div className="shared-columns">
              {idea.keyVisualElements.length > 0 ? (
                <Section label="Key visuals">
                  <List items={idea.keyVisualElements} />
                </Section>
              ) : null}
              {idea.executionStrategy.length > 0 ? (
                <Section label="How it runs">
                  <List items={idea.executionStrategy} />
                </Section>
              ) : null}
            </div>
          ) : null}

          {feedback}
          <Text as="p" size="1" color="gray" className="shared-footer">
            Made with{" "}
            <Link asChild color="gray" weight="medium">
              <RouterLink to="/">{SITE.name}</RouterLink>
            </Link>
          </Text>
        </Flex>
      </PageContainer>
    </main>
  );
}

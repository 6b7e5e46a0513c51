import { isOwnMediaPath } from "../../../../shared/sharePreview";
import type { ReactNode } from "react";
import { Avatar, Box, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { withFullStop } from "../../../../shared/ideaText";
import type { AdActions } from "../hooks/useAdActions";
import type { CampaignPageView as Page } from "../lib/types";
import { AddAdForm } from "./AddAdForm";
import { AdLobCard } from "./AdLobCard";
import "../campaigns.css";

export type CampaignPageViewProps = {
  page: Page;
  actions: AdActions;
  /** The header's actions (Share, Export), from the page. */
  headerActions?: ReactNode;
  /** Under each ad, from the page: its comment count (issue 41). */
  renderAdExtras?: (lobId: string) => ReactNode;
  onInsufficientCredits?: (error: unknown) => void;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A campaign page (DESIGN "Campaign page"): a piece of work, not an app screen. The hero visual
 * full-bleed with the campaign line over it, the idea in brief, the legend who wrote it, then the
 * ads as a gallery at their true formats. Editors add, edit, reorder and remove ads; viewers read.
 */
export function CampaignPageView({
  page,
  actions,
  headerActions,
  renderAdExtras,
  onInsufficientCredits,
}: CampaignPageViewProps) {
  const count = page.lobs.length;
  return (
    <article className="campaign-page" aria-labelledby="campaign-title">
      <header className="campaign-hero">
        {/* Only this app's stored images render (ARCHITECTURE: content from outside). */}
        {isOwnMediaPath(page.heroUrl) ? (
          <img className="campaign-hero-image" src={page.heroUrl} alt="" />
        ) : null}
        <div className="campaign-hero-overlay">
          {page.brand ? (
            <Text size="2" className="eyebrow campaign-hero-brand">
              {page.brand}
            </Text>
          ) : null}
          <h1 id="campaign-title" className="campaign-hero-line">
            {withFullStop(page.title)}
          </h1>
          <Text as="p" size={{ initial: "3", sm: "5" }} className="campaign-hero-headline">
            {withFullStop(page.headline)}
          </Text>
        </div>
      </header>
      {headerActions ? (
        <Flex justify="end" gap="2" wrap="wrap" mt="3" data-slot="campaign-actions">
          {headerActions}
        </Flex>
      ) : null}
      <section className="campaign-idea" aria-label="The idea">
        <Box>
          <Text size="1" color="gray" className="eyebrow">
            The idea
          </Text>
          <Text as="p" size={{ initial: "4", sm: "5" }} className="campaign-core serif">
            {page.description}
          </Text>
          {page.idea.concept ? (
            <Text as="p" size="3" color="gray" className="campaign-concept">
              {page.idea.concept}
            </Text>
          ) : null}
        </Box>
        <Flex gap="3" align="center" className="campaign-legend">
          <Avatar
            size="4"
            radius="full"
            src={page.legend.headshot ?? undefined}
            fallback={initials(page.legend.name)}
            alt=""
          />
          <Flex direction="column">
            <Text size="1" color="gray" className="eyebrow">
              Written by
            </Text>
            {/* An imported campaign has no legend (slug ""): its name, unlinked. */}
            {page.legend.slug ? (
              <Link asChild size="3" weight="medium" className="serif">
                <RouterLink to={`/creative-legends/${encodeURIComponent(page.legend.slug)}`}>
                  {page.legend.name}
                </RouterLink>
              </Link>
            ) : (
              <Text size="3" weight="medium" className="serif">
                {page.legend.name}
              </Text>
            )}
          </Flex>
        </Flex>
      </section>
      <section aria-labelledby="campaign-ads-title" className="campaign-ads">
        <Flex justify="between" align="end" gap="3" wrap="wrap" mb="4">
          <Heading as="h2" id="campaign-ads-title" size="6" className="serif">
            The ads
          </Heading>
          {page.canEdit ? (
            <AddAdForm
              cost={page.addAdCost}
              onAdd={actions.addAd}
              onInsufficientCredits={onInsufficientCredits}
            />
          ) : null}
        </Flex>
        {count === 0 ? (
          <Text as="p" color="gray">
            {page.canEdit
              ? "No ads yet. Pick a format and add the first one."
              : "No ads on this page yet."}
          </Text>
        ) : (
          <ol className="ad-lob-grid" aria-label="Ads">
            {page.lobs.map((lob, index) => (
              <li
                key={lob.id}
                className={`ad-lob-cell ad-lob-cell-${lob.aspectRatio.replace(":", "x")}`}
              >
                <AdLobCard
                  lob={lob}
                  index={index}
                  count={count}
                  canEdit={page.canEdit}
                  onSave={(headline, body) => actions.updateAd(lob.id, headline, body)}
                  onMove={(delta) => actions.moveAd(index, delta)}
                  onRemove={() => actions.removeAd(lob.id)}
                  onRetry={() => actions.retryAd(lob.id)}
                />
                {renderAdExtras?.(lob.id)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

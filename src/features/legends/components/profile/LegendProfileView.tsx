import "../../legends.css";
import "@/components/typography/frauncesItalic";
import type { ReactNode } from "react";
import { Badge, Flex, Link, Separator, Text } from "@radix-ui/themes";
import { ExternalLinkIcon, StarIcon } from "@radix-ui/react-icons";
import { paragraphsOf } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";
import { ApproachSection } from "./ApproachSection";
import { CareerTimeline } from "./CareerTimeline";
import { ProfileHero } from "./ProfileHero";
import { ProfileSection } from "./ProfileSection";

type LegendProfileViewProps = {
  legend: Legend;
  /** Beside the hero: activation for signed-in users. */
  actions?: ReactNode;
  /** 'Your ideas from {name}', filled by the page (it knows who is signed in). */
  ideas?: ReactNode;
};

/** The full profile (spec 2 /creative-legends/{slug}; DESIGN: portrait, timeline, own terms). */
export function LegendProfileView({ legend, actions, ideas }: LegendProfileViewProps) {
  return (
    <article>
      <ProfileHero legend={legend} actions={actions} />
      <Separator size="4" mt={{ initial: "7", sm: "9" }} />
      <ProfileSection id="biography" title="Biography">
        <Flex direction="column" gap="4">
          {paragraphsOf(legend.bio).map((paragraph) => (
            <Text as="p" size={{ initial: "3", sm: "4" }} key={paragraph} className="reading">
              {paragraph}
            </Text>
          ))}
        </Flex>
      </ProfileSection>
      <Separator size="4" />
      <ProfileSection id="approach" title="The approach">
        <ApproachSection legend={legend} />
      </ProfileSection>
      <Separator size="4" />
      <ProfileSection id="visual-approach" title="Visual approach">
        <Text as="p" size={{ initial: "3", sm: "4" }} className="reading">
          {legend.visualApproach}
        </Text>
      </ProfileSection>
      <Separator size="4" />
      <ProfileSection id="career" title="Career">
        <CareerTimeline pastAgencies={legend.pastAgencies} />
      </ProfileSection>
      {legend.awards.length > 0 ? (
        <>
          <Separator size="4" />
          <ProfileSection id="awards" title="Awards">
            <ul className="plain-list awards-list">
              {legend.awards.map((award) => (
                <li key={award}>
                  <StarIcon aria-hidden />
                  <Text size="3">{award}</Text>
                </li>
              ))}
            </ul>
          </ProfileSection>
        </>
      ) : null}
      {legend.portfolioProjects.length > 0 ? (
        <>
          <Separator size="4" />
          <ProfileSection id="portfolio" title="Portfolio">
            <Flex asChild wrap="wrap" gap="2">
              <ul className="plain-list">
                {legend.portfolioProjects.map(({ brand }) => (
                  <li key={brand}>
                    <Badge size="3" color="gray" variant="surface" radius="full">
                      {brand}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Flex>
          </ProfileSection>
        </>
      ) : null}
      {legend.socialLinks.length > 0 ? (
        <>
          <Separator size="4" />
          <ProfileSection id="elsewhere" title="Elsewhere">
            <Flex asChild direction="column" gap="2">
              <ul className="plain-list">
                {legend.socialLinks.map((link) => (
                  <li key={link.url}>
                    <Link href={link.url} target="_blank" rel="noopener noreferrer" size="3">
                      {link.label}
                      <ExternalLinkIcon aria-hidden className="inline-icon" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Flex>
          </ProfileSection>
        </>
      ) : null}
      {ideas ? (
        <>
          <Separator size="4" />
          <ProfileSection id="your-ideas" title={`Your ideas from ${legend.name}`}>
            {ideas}
          </ProfileSection>
        </>
      ) : null}
    </article>
  );
}

import type { ReactNode } from "react";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { InfoCircledIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { strategistLinkFor } from "../lib/links";
import type { DiscoverySessionDto } from "../lib/types";
import { Channels, Insights, Language, Opportunities, Segments } from "./ResearchSections";
import { SOURCE_LABELS } from "./SourceBadge";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** The site's host as text: the address is shown, never linked (spec: no foreign links). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function WebsiteNote({ website }: { website: DiscoverySessionDto["research"]["website"] }) {
  if (website === null) return null;
  const host = hostOf(website.url);
  return (
    <Callout.Root color={website.read ? "blue" : "amber"} size="1">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        {website.read
          ? `We read ${host}. Its words appear only as short quotes marked “${SOURCE_LABELS.website}”.`
          : `We couldn't read ${host}${website.reason ? `: ${website.reason}` : "."} This research works from your idea alone.`}
      </Callout.Text>
    </Callout.Root>
  );
}

/**
 * /discovery/{sessionId}: research a planner can work from. Segments, tensions with their
 * evidence (each item labelled by its source), language, channels and three opportunities,
 * then 'Use in Ad Strategist'. `providerNote` is the built-in studio's line, composed by the page.
 */
export function ResearchView({
  session,
  providerNote,
}: {
  session: DiscoverySessionDto;
  providerNote?: ReactNode;
}) {
  const { research } = session;
  const useInStrategist = (
    <Button asChild size="3">
      <RouterLink to={strategistLinkFor(session.id)}>Use in Ad Strategist</RouterLink>
    </Button>
  );
  return (
    <Flex direction="column" gap="6" className="discovery-research">
      <Flex direction="column" gap="3">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Discovery IQ
        </Text>
        <h1 className="section-title discovery-title">{session.title}</h1>
        <Text as="p" size="2" color="gray">
          Completed {DATE.format(session.completedAt)}
        </Text>
        <blockquote className="discovery-idea">
          <Text size="1" weight="medium" color="gray" as="p">
            Your idea
          </Text>
          <Text as="p" size="3">
            {session.idea}
          </Text>
        </blockquote>
        <WebsiteNote website={research.website} />
        <Text as="p" size={{ initial: "3", sm: "4" }} className="discovery-summary">
          {research.summary}
        </Text>
        {providerNote}
        <Flex gap="3" wrap="wrap" align="center">
          {useInStrategist}
          <Text size="2" color="gray">
            Strategies that build on these segments and opportunities.
          </Text>
        </Flex>
      </Flex>
      <Segments segments={research.segments} />
      <Insights insights={research.insights} />
      <Language language={research.language} />
      <Channels channels={research.channels} />
      <Opportunities opportunities={research.opportunities} />
      <Flex justify="start">{useInStrategist}</Flex>
    </Flex>
  );
}

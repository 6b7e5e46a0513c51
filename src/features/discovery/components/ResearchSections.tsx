import { Badge, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import type { Research } from "../lib/types";
import { SourceBadge } from "./SourceBadge";

/** The research's sections. Everything is rendered as text: page words are data, never markup. */

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h2" size="6" id={id} className="serif" weight="regular">
      {children}
    </Heading>
  );
}

export function Segments({ segments }: { segments: Research["segments"] }) {
  return (
    <section aria-labelledby="discovery-segments" className="discovery-section">
      <SectionHeading id="discovery-segments">Audience segments</SectionHeading>
      <Grid columns={{ initial: "1", sm: "2" }} gap="3" mt="3">
        {segments.map((segment) => (
          <Card key={segment.name} size="2">
            <Flex direction="column" gap="2">
              <Heading as="h3" size="4">
                {segment.name}
              </Heading>
              <Flex>
                <Badge variant="outline" color="gray">
                  {segment.sizeCue}
                </Badge>
              </Flex>
              <Text as="p" size="2">
                {segment.who}
              </Text>
              <Text as="p" size="1" weight="medium" color="gray">
                What they care about
              </Text>
              <ul className="discovery-list">
                {segment.caresAbout.map((item) => (
                  <li key={item}>
                    <Text size="2">{item}</Text>
                  </li>
                ))}
              </ul>
            </Flex>
          </Card>
        ))}
      </Grid>
    </section>
  );
}

export function Insights({ insights }: { insights: Research["insights"] }) {
  return (
    <section aria-labelledby="discovery-insights" className="discovery-section">
      <SectionHeading id="discovery-insights">Tensions and insights</SectionHeading>
      <Flex direction="column" gap="3" mt="3">
        {insights.map((insight) => (
          <Card key={insight.tension} size="2">
            <Flex direction="column" gap="2">
              <Text as="p" size="3" weight="medium">
                {insight.tension}
              </Text>
              <Text as="p" size="3" className="serif discovery-insight">
                {insight.insight}
              </Text>
              <Text as="p" size="1" weight="medium" color="gray">
                Evidence
              </Text>
              <ul className="discovery-evidence">
                {insight.evidence.map((item) => (
                  <li key={`${item.source}:${item.text}`}>
                    <SourceBadge source={item.source} />
                    {item.source === "inference" ? (
                      <Text size="2">{item.text}</Text>
                    ) : (
                      <Text size="2" asChild>
                        <q>{item.text}</q>
                      </Text>
                    )}
                  </li>
                ))}
              </ul>
            </Flex>
          </Card>
        ))}
      </Flex>
    </section>
  );
}

export function Language({ language }: { language: Research["language"] }) {
  return (
    <section aria-labelledby="discovery-language" className="discovery-section">
      <SectionHeading id="discovery-language">Language they use</SectionHeading>
      <ul className="discovery-phrases">
        {language.map((item) => (
          <li key={item.phrase}>
            <Text size="3" asChild>
              <q>{item.phrase}</q>
            </Text>
            <SourceBadge source={item.source} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Channels({ channels }: { channels: Research["channels"] }) {
  return (
    <section aria-labelledby="discovery-channels" className="discovery-section">
      <SectionHeading id="discovery-channels">Where to reach them</SectionHeading>
      <Flex direction="column" gap="2" mt="3" asChild>
        <ul className="discovery-list discovery-list--plain">
          {channels.map((channel) => (
            <li key={channel.name}>
              <Text size="3" weight="medium">
                {channel.name}
              </Text>
              <Text as="p" size="2" color="gray">
                {channel.why}
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    </section>
  );
}

export function Opportunities({ opportunities }: { opportunities: Research["opportunities"] }) {
  return (
    <section aria-labelledby="discovery-opportunities" className="discovery-section">
      <SectionHeading id="discovery-opportunities">Three strategic opportunities</SectionHeading>
      <Grid columns={{ initial: "1", md: "3" }} gap="3" mt="3" asChild>
        <ol className="discovery-opportunities">
          {opportunities.map((opportunity) => (
            <li key={opportunity.title}>
              <Card size="2" className="discovery-opportunity">
                <Flex direction="column" gap="2">
                  <Heading as="h3" size="4" className="serif" weight="regular">
                    {opportunity.title}
                  </Heading>
                  <Text size="1" color="gray">
                    For {opportunity.segment}
                  </Text>
                  <Text as="p" size="2">
                    {opportunity.description}
                  </Text>
                </Flex>
              </Card>
            </li>
          ))}
        </ol>
      </Grid>
    </section>
  );
}

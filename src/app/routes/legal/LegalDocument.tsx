import type { ReactNode } from "react";
import { Box, Flex, Grid, Heading, Link, Separator, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** One or two sentences that say what the document means in plain words. */
  summary: ReactNode;
  sections: LegalSection[];
};

/** The reading layout shared by the terms and the privacy policy. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  return (
    <PageContainer py={{ initial: "7", sm: "9" }}>
      <title>{`${title} · ${SITE.name}`}</title>
      <Flex direction="column" gap="4" mb={{ initial: "6", sm: "8" }} className="prose">
        <Text size="2" color="gray" weight="medium" className="eyebrow">
          Legal
        </Text>
        <h1 className="display-title">{title}</h1>
        <Text size="2" color="gray">
          Last updated {SITE.legalUpdated}
        </Text>
        <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
          {summary}
        </Text>
      </Flex>
      <Separator size="4" mb={{ initial: "6", sm: "8" }} />
      <Grid columns={{ initial: "1", md: "15rem minmax(0, 1fr)" }} gap={{ initial: "6", md: "9" }}>
        <Box display={{ initial: "none", md: "block" }}>
          <nav aria-label="On this page" className="legal-toc">
            <Text as="p" size="2" weight="medium" mb="3">
              On this page
            </Text>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`} size="2" color="gray">
                    {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        </Box>
        <Flex direction="column" gap="7" className="prose">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <Heading as="h2" id={section.id} size="6" weight="medium" mb="3">
                <span className="step-number">{index + 1}.</span> {section.title}
              </Heading>
              <Flex direction="column" gap="3">
                {section.body}
              </Flex>
            </section>
          ))}
        </Flex>
      </Grid>
    </PageContainer>
  );
}

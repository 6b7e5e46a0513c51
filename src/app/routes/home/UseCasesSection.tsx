import type { FunctionReturnType } from "convex/server";
import {
  Button,
  Card,
  DataList,
  Flex,
  Grid,
  Heading,
  Link,
  Section,
  Skeleton,
  Text,
} from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";

type UseCase = FunctionReturnType<typeof api.marketing.queries.useCases>[number];

/** One audience: the brief a person like them might write, and what the studio returned. */
export function UseCaseCard({ useCase }: { useCase: UseCase }) {
  const { brief, legend, idea } = useCase;
  const headingId = `use-case-${useCase.id}`;
  return (
    <Card size={{ initial: "2", sm: "3" }} asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Heading as="h3" size="5" id={headingId} className="serif">
            {useCase.label}
          </Heading>
          <Text as="p" size="2" weight="medium" color="gray">
            The brief
          </Text>
          <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }} size="2">
            <DataList.Item>
              <DataList.Label minWidth="7rem">Product</DataList.Label>
              <DataList.Value>{brief.brand}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="7rem">Audience</DataList.Label>
              <DataList.Value>{brief.audience}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="7rem">Key message</DataList.Label>
              <DataList.Value>{brief.message}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Flex direction="column" gap="2" className="use-case-idea">
            <Text as="p" size="2" weight="medium" color="gray">
              What{" "}
              <Link asChild>
                <RouterLink to={ROUTES.legend(legend.slug)}>{legend.name}</RouterLink>
              </Link>{" "}
              pitched
            </Text>
            <Text as="p" size="5" className="serif">
              {idea.campaignName}
            </Text>
            <Text as="p" size="3" weight="medium">
              {idea.headline}
            </Text>
            <Text as="p" size="2" color="gray">
              {idea.coreIdea}
            </Text>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

/**
 * 'Who it's for' (spec 1's audiences): an example brief for each, with the idea the built-in
 * studio writes for it, fetched from the server so it is always the studio's current output.
 */
export function UseCasesSection() {
  const useCases = useLiveQuery("useCases", api.marketing.queries.useCases, {});
  return (
    <Section size={{ initial: "2", sm: "3" }} aria-labelledby="use-cases">
      <Flex direction="column" gap="3" mb={{ initial: "5", sm: "7" }} maxWidth="44rem">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Who it’s for
        </Text>
        <Heading as="h2" id="use-cases" className="section-title">
          One brief in, a legend’s idea out
        </Heading>
        <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
          Example briefs for the people Legendary is built for, and what a legend pitched for each:
          written by Legendary’s built-in studio from the brief shown, not by hand.
        </Text>
      </Flex>
      {useCases.status === "loading" ? (
        <Grid columns={{ initial: "1", md: "2" }} gap="5" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="22rem" />
          ))}
        </Grid>
      ) : useCases.status === "error" ? (
        <Flex direction="column" align="start" gap="3" role="alert">
          <Text as="p" color="gray">
            The examples could not be loaded.
          </Text>
          <Button variant="soft" onClick={useCases.retry}>
            Try again
          </Button>
        </Flex>
      ) : (
        <Grid columns={{ initial: "1", md: "2" }} gap="5" className="use-case-grid">
          {useCases.data.map((useCase) => (
            <UseCaseCard key={useCase.id} useCase={useCase} />
          ))}
        </Grid>
      )}
    </Section>
  );
}

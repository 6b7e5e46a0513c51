import { Button, Callout, Card, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { BUILT_IN_STUDIO, OFFLINE_STUDIO_PROVIDER } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import type { LiveQuery } from "@/lib/useLiveQuery";
import type { BrandAlternativesView } from "../lib/types";

type Props = {
  results: LiveQuery<BrandAlternativesView>;
  onUse: (name: string) => void;
  onTryAgain: () => void;
};

/** Step two, 'view-alternatives': each legend's names as they land, each one ready to use. */
export function AlternativesStep({ results, onUse, onTryAgain }: Props) {
  if (results.status === "loading") {
    return (
      <Flex align="center" gap="2" py="4">
        <Spinner /> <Text color="gray">Waiting for the studio…</Text>
      </Flex>
    );
  }
  if (results.status === "error") {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text color="red">{messages.briefAndIdeas.noAlternatives}</Text>
        <Button variant="soft" onClick={results.retry}>
          Try again
        </Button>
      </Flex>
    );
  }
  const view = results.data;
  const landed = view.legends.flatMap((legend) => legend.alternatives ?? []);
  const finished = view.status === "succeeded" || view.status === "failed";

  if (finished && landed.length === 0) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color={view.status === "failed" ? "red" : "gray"} role="alert">
          <Callout.Text>{messages.briefAndIdeas.noAlternatives}</Callout.Text>
          {view.errorMessage ? <Callout.Text size="1">{view.errorMessage}</Callout.Text> : null}
        </Callout.Root>
        <Button variant="soft" onClick={onTryAgain}>
          Try again
        </Button>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="5">
      {view.legends.map((legend) => (
        <section
          key={legend.legendId}
          aria-label={`${legend.legendName}'s names`}
          className="brand-alt-group"
        >
          <Heading as="h3" size="4" className="brand-alt-legend-heading">
            {legend.legendName}
          </Heading>
          {legend.alternatives === null ? (
            <Flex align="center" gap="2" py="2">
              {finished ? (
                <Text color="gray">No names from {legend.legendName} this time.</Text>
              ) : (
                <>
                  <Spinner />
                  <Text color="gray">{legend.legendName} is naming the brand…</Text>
                </>
              )}
            </Flex>
          ) : (
            <ul className="brand-alt-cards">
              {legend.alternatives.map((alternative) => (
                <li key={alternative.name}>
                  <Card size="2">
                    <Flex direction="column" gap="2">
                      <Text as="p" size="6" className="brand-alt-name">
                        {alternative.name}
                      </Text>
                      <Text as="p" size="2">
                        {alternative.description}
                      </Text>
                      <Text as="p" size="2" color="gray" className="brand-alt-rationale">
                        {alternative.rationale}
                      </Text>
                      <Flex justify="end">
                        <Button
                          variant="soft"
                          onClick={() => onUse(alternative.name)}
                          aria-label={`Use this name: ${alternative.name}`}
                        >
                          Use this name
                        </Button>
                      </Flex>
                    </Flex>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {view.status === "failed" ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{view.errorMessage}</Callout.Text>
        </Callout.Root>
      ) : null}
      {finished && view.provider === OFFLINE_STUDIO_PROVIDER ? (
        <Text size="1" color="gray">
          {BUILT_IN_STUDIO.textNote}
        </Text>
      ) : null}
      {!finished && view.step ? (
        <Text size="2" color="gray" aria-live="polite">
          {view.step}
        </Text>
      ) : null}
    </Flex>
  );
}

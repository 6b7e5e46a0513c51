import type { ReactNode } from "react";
import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import type { LiveQuery } from "@/lib/useLiveQuery";

/** One panel of /admin: a card section named by its heading, with a line on what it shows. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id={id}>
              {title}
            </Heading>
            <Text size="2" color="gray">
              {intro}
            </Text>
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}

/**
 * A panel's live data: a placeholder while it loads, the failure in words with 'Try again', then
 * `children` with the data.
 */
export function LiveContent<T>({
  query,
  failure,
  placeholderHeight = "8rem",
  children,
}: {
  query: LiveQuery<T>;
  placeholderHeight?: string;
  /** "The jobs could not be loaded." */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.status === "loading") return <Skeleton height={placeholderHeight} />;
  if (query.status === "error") {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{failure}</Callout.Text>
        <Flex>
          <Button size="1" variant="soft" color="red" onClick={query.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  return <>{children(query.data)}</>;
}

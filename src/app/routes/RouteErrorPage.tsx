import { Button, Code, Flex, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";

type ErrorCopy = { eyebrow: string; title: string; body: string; retry: string };

// After a deploy, an open tab may ask for page code that no longer exists; a reload fixes it.
const STALE_CODE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

function describe(error: unknown): ErrorCopy {
  if (error instanceof Error && STALE_CODE.test(error.message)) {
    return {
      eyebrow: "New version",
      title: "Legendary has been updated",
      body: "This tab is running an older version. Reload to pick up the latest one; nothing you saved is lost.",
      retry: "Reload",
    };
  }
  return {
    eyebrow: "Error",
    title: "Something went wrong",
    body: "This page ran into a problem. Trying again usually fixes it; if it keeps happening, please come back in a few minutes.",
    retry: "Try again",
  };
}

/** The route-level error screen: says what happened and offers both ways out. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const copy = describe(error);
  return (
    <PageContainer py={{ initial: "8", sm: "9" }}>
      <title>{`${copy.title} · ${SITE.name}`}</title>
      <Flex direction="column" gap="5" align="start" maxWidth="56rem" role="alert">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          {copy.eyebrow}
        </Text>
        <h1 className="display-title">{copy.title}</h1>
        <Text as="p" size={{ initial: "4", sm: "5" }} color="gray" style={{ maxWidth: "34em" }}>
          {copy.body}
        </Text>
        {import.meta.env.DEV && error instanceof Error ? (
          <Code color="gray" size="2" style={{ whiteSpace: "pre-wrap" }}>
            {error.message}
          </Code>
        ) : null}
        <Flex gap="3" wrap="wrap" mt="2">
          {/* A full reload also fetches page code that failed to download. */}
          <Button size="3" onClick={() => window.location.reload()}>
            {copy.retry}
          </Button>
          <Button asChild size="3" variant="soft" color="gray">
            <RouterLink to="/">Go home</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </PageContainer>
  );
}

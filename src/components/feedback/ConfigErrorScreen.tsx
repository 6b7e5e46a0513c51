import { Box, Card, Code, Container, Flex, Heading, Text } from "@radix-ui/themes";

/**
 * Shown instead of the app when the build is missing its configuration, so a
 * developer sees what to fix rather than a blank page.
 */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <Container size="2" px="5" py={{ initial: "8", sm: "9" }}>
      <title>Setup needed · Legendary</title>
      <main>
        <Flex direction="column" gap="5">
          <Text size="2" color="gray" className="eyebrow">
            Legendary
          </Text>
          <Heading as="h1" size={{ initial: "8", sm: "9" }} weight="medium">
            The app can’t start yet
          </Heading>
          <Text as="p" size="4" color="gray">
            It doesn’t know where its Convex backend lives. This is a setup problem, not something a
            visitor can fix.
          </Text>
          <Card size="3">
            <Flex direction="column" gap="3">
              <Text weight="medium">What’s wrong</Text>
              <Box asChild m="0" pl="5">
                <ul>
                  {problems.map((problem) => (
                    <li key={problem}>
                      <Text>{problem}</Text>
                    </li>
                  ))}
                </ul>
              </Box>
              <Text weight="medium" mt="2">
                How to fix it
              </Text>
              <Text as="p" color="gray">
                Start the app with <Code>npm start</Code>, which runs the local backend and sets the
                address for you, or set <Code>VITE_CONVEX_URL</Code> in <Code>.env.local</Code> to
                your deployment’s URL (for example <Code>https://happy-otter-123.convex.cloud</Code>
                ) and rebuild.
              </Text>
            </Flex>
          </Card>
        </Flex>
      </main>
    </Container>
  );
}

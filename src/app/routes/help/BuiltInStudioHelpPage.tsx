import { Button, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { BUILT_IN_STUDIO, ROUTES } from "../../../../shared/constants";

const SECTIONS: { title: string; body: string[] }[] = [
  {
    title: "What it is",
    body: [
      "Legendary ships with a built-in studio, so every part of the product works from the first minute, before any AI provider is connected. It writes strategies, briefs and campaign ideas from your own words and from each legend’s documented way of working, and it draws clean poster-style visuals for every idea.",
      "Its work is deterministic: the same brief and legend give the same result, so it is a dependable way to try the whole journey, run a demo or train a team.",
    ],
  },
  {
    title: "What an AI provider adds",
    body: [
      "With a text model connected, a large language model writes the strategies, briefs and ideas: more surprising leaps, deeper reading of your website and brief, and each legend’s voice with far more range.",
      "With an image model connected (Ideogram or Replicate), the collages and visuals become finished images in the four formats: square, story, feed and wide.",
      "Nothing else changes. Your saved briefs, ideas and favourites stay exactly as they are, and the built-in studio’s work stays marked so you always know who wrote what.",
    ],
  },
  {
    title: "How to connect one",
    body: [
      "Providers are connected once for the whole workspace by the person who runs your Legendary deployment. Ask them to connect a text model and an image model; it takes a few minutes and needs no change to your account.",
    ],
  },
];

/** Where the built-in studio’s note links: what it is and what an AI provider would add. */
export function BuiltInStudioHelpPage() {
  const user = useCurrentUser();
  const isAdmin = user.status === "signedIn" && user.profile?.isAdmin === true;
  return (
    <PageContainer py={{ initial: "6", sm: "8" }}>
      <title>The built-in studio · Legendary</title>
      <Flex direction="column" gap="6" maxWidth="44rem">
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Help
          </Text>
          <h1 className="display-title">The built‑in studio.</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            When a brief, an idea or a visual says &ldquo;{BUILT_IN_STUDIO.textNote}&rdquo;, this is
            what it means.
          </Text>
        </Flex>
        {SECTIONS.map((section) => (
          <Flex key={section.title} direction="column" gap="3" asChild>
            <section aria-labelledby={`help-${section.title}`}>
              <Heading as="h2" size="6" className="serif" id={`help-${section.title}`}>
                {section.title}
              </Heading>
              {section.body.map((paragraph) => (
                <Text as="p" size="3" key={paragraph}>
                  {paragraph}
                </Text>
              ))}
            </section>
          </Flex>
        ))}
        {isAdmin ? (
          <Text as="p" size="3">
            You are an admin: the{" "}
            <Link asChild>
              <RouterLink to="/admin">Admin page</RouterLink>
            </Link>{" "}
            shows what this deployment is connected to and how to connect the rest.
          </Text>
        ) : null}
        <Flex>
          <Button asChild size="3" variant="soft">
            <RouterLink to={ROUTES.home}>Back to your work</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </PageContainer>
  );
}

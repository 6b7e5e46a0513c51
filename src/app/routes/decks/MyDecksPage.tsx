import { Button, Flex, Section, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { MyDecksList } from "@/features/decks/components/MyDecksList";

/** /my-decks: the sell decks the signed-in user made, favourites first, then the newest. */
export function MyDecksPage() {
  const user = useCurrentUser();
  const { open: openSignIn } = useSignInDialog();
  return (
    <PageContainer>
      <title>{`My decks · ${SITE.name}`}</title>
      <Section size={{ initial: "2", sm: "3" }}>
        <Flex direction="column" gap="3" mb={{ initial: "6", sm: "7" }} maxWidth="44rem">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Your work
          </Text>
          <h1 className="section-title">My decks</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            The sell decks your legends wrote to present your ideas, favourites first.
          </Text>
        </Flex>
        {user.status === "loading" ? <PageLoader label="Loading decks…" /> : null}
        {user.status === "signedOut" ? (
          <Flex direction="column" gap="3" align="start">
            <Text as="p" color="gray">
              Sign in to see your decks.
            </Text>
            <Button onClick={() => openSignIn()}>Sign in</Button>
          </Flex>
        ) : null}
        {user.status === "signedIn" ? (
          <AreaErrorBoundary area="Your decks">
            <MyDecksList />
          </AreaErrorBoundary>
        ) : null}
      </Section>
    </PageContainer>
  );
}

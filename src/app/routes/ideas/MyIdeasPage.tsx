import { Button, Flex, Section, Skeleton, Text } from "@radix-ui/themes";
import { useSearchParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { GenerationMetadataCard } from "@/features/generation/components/GenerationMetadataCard";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { IdeasEmpty } from "@/features/ideas/components/IdeasEmpty";
import { MyIdeasFilters, type MyIdeasFilter } from "@/features/ideas/components/MyIdeasFilters";
import { MyIdeasList } from "@/features/ideas/components/MyIdeasView";
import { SharedWithMeList } from "@/features/sharing/components/SharedWithMeList";
import { CampaignItButton } from "@/features/campaigns/components/CampaignItButton";
import { SellDeckButton } from "@/features/decks/components/SellDeckButton";
import { useSharedWithMe } from "@/features/sharing/hooks/useSharedWithMe";
import { ideaExportSource } from "../exportSources";
import { LazyExportMenu } from "../LazyExportMenu";

const FAVORITES = "favorites";
const BRIEF = "brief";

/** The filter lives in the address, so a filtered view can be bookmarked and shared. */
function useFilterParams(): [MyIdeasFilter, (next: MyIdeasFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: MyIdeasFilter = {
    favoritesOnly: params.get(FAVORITES) === "1",
    briefId: params.get(BRIEF) || null,
  };
  const setFilter = (next: MyIdeasFilter) => {
    const search = new URLSearchParams();
    if (next.favoritesOnly) search.set(FAVORITES, "1");
    if (next.briefId !== null) search.set(BRIEF, next.briefId);
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return [filter, setFilter];
}

/** /my-ideas: every idea the signed-in user's legends pitched, newest first. */
export function MyIdeasPage() {
  const user = useCurrentUser();
  const { open: openSignIn } = useSignInDialog();
  const [filter, setFilter] = useFilterParams();
  const shared = useSharedWithMe(user.status === "signedIn");
  const sharedBriefs =
    shared.status === "ready"
      ? shared.data.map((brief) => ({ id: brief.briefId, title: brief.title }))
      : [];

  return (
    <PageContainer>
      <title>{`My ideas · ${SITE.name}`}</title>
      <Section size={{ initial: "2", sm: "3" }}>
        <Flex direction="column" gap="3" mb={{ initial: "6", sm: "7" }} maxWidth="44rem">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Your work
          </Text>
          <h1 className="section-title">My ideas</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            Every campaign idea your legends pitched, newest first, and the briefs colleagues shared
            with you. Keep the best with the heart.
          </Text>
        </Flex>
        {user.status === "loading" ? (
          <Skeleton height="14rem" />
        ) : user.status === "signedOut" ? (
          <IdeasEmpty
            title="Sign in to see your ideas"
            text="Your briefs and the ideas each legend pitched for them are kept in your account."
            action={
              <Button size="3" onClick={() => openSignIn()}>
                Sign in
              </Button>
            }
          />
        ) : (
          <AreaErrorBoundary area="Your ideas" resetKeys={[filter.favoritesOnly, filter.briefId]}>
            <Flex direction="column" gap="6">
              <SharedWithMeList
                onShowIdeas={(briefId) => setFilter({ favoritesOnly: false, briefId })}
              />
              <MyIdeasFilters filter={filter} onChange={setFilter} sharedBriefs={sharedBriefs} />
              <MyIdeasList
                filter={filter}
                onShowAll={() => setFilter({ favoritesOnly: false, briefId: filter.briefId })}
                renderProvider={(provider) => <BuiltInStudioNote provider={provider} />}
                renderMetadata={(metadata) => <GenerationMetadataCard metadata={metadata} />}
                renderDetailsActions={(idea) => (
                  <LazyExportMenu source={() => ideaExportSource(idea)} />
                )}
                renderActions={(idea) => (
                  <>
                    <CampaignItButton idea={idea} signedIn onRequireSignIn={() => openSignIn()} />
                    <SellDeckButton idea={idea} signedIn onRequireSignIn={() => openSignIn()} />
                  </>
                )}
              />
            </Flex>
          </AreaErrorBoundary>
        )}
      </Section>
    </PageContainer>
  );
}

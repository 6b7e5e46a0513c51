import { Flex, Section, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { DiscoveryFailed } from "@/features/discovery/components/DiscoveryFailed";
import { DiscoveryProcessing } from "@/features/discovery/components/DiscoveryProcessing";
import { SessionList } from "@/features/discovery/components/SessionList";
import { DiscoveryForm } from "@/features/discovery/forms/DiscoveryForm";
import { useCreditBalance } from "@/features/discovery/hooks/useCreditBalance";
import { useDiscoveryRun } from "@/features/discovery/hooks/useDiscoveryRun";
import { JobProgress } from "@/features/generation/components/JobProgress";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { DiscoverySignIn } from "./DiscoverySignIn";
import "@/features/discovery/discovery.css";

function DiscoveryWork() {
  const upgrade = useUpgradePrompt();
  const run = useDiscoveryRun((error) => upgrade("creative_idea", error));
  const credits = useCreditBalance(true);
  const defaults = { idea: run.last?.idea ?? "", websiteUrl: run.last?.websiteUrl ?? "" };
  return (
    <Flex direction="column" gap="7">
      {run.state === "processing" && run.startedAt !== null ? (
        <DiscoveryProcessing
          startedAt={run.startedAt}
          progress={
            run.job ? <JobProgress job={run.job} waitingText="Waiting for the researcher…" /> : null
          }
        />
      ) : null}
      {run.state === "failed" ? <DiscoveryFailed onRetry={run.reset} /> : null}
      {run.state === "idle" ? (
        <DiscoveryForm
          defaultValues={defaults}
          credits={credits}
          busy={false}
          serverError={run.invalid}
          onSubmit={(values) => void run.start(values)}
        />
      ) : null}
      <AreaErrorBoundary area="Past research">
        <SessionList />
      </AreaErrorBoundary>
    </Flex>
  );
}

/**
 * /discovery: Discovery IQ (spec 2, 4, 5): the idea and an optional website, its price before
 * the click, the research at work, then the session's page. Visitors are asked to sign in.
 */
export function DiscoveryPage() {
  const user = useCurrentUser();
  return (
    <PageContainer>
      <title>{`Discovery IQ · ${SITE.name}`}</title>
      <Section size={{ initial: "2", sm: "3" }}>
        <Flex direction="column" gap="3" mb={{ initial: "6", sm: "7" }} maxWidth="44rem">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Audience research
          </Text>
          <h1 className="section-title">Discovery IQ</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            Describe your idea and we map who it is for: audience segments, the tensions in their
            lives, the words they use, where to reach them and three strategic opportunities.
          </Text>
        </Flex>
        <Flex direction="column" maxWidth="44rem">
          {user.status === "loading" ? <PageLoader label="Checking sign-in…" /> : null}
          {user.status === "signedOut" ? (
            <DiscoverySignIn why="Discovery IQ is for signed-in members: sign in to research your audience and keep your past research." />
          ) : null}
          {user.status === "signedIn" ? <DiscoveryWork /> : null}
        </Flex>
      </Section>
    </PageContainer>
  );
}

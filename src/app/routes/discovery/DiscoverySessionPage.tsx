import { Button, Flex, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink, useParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { ResearchView } from "@/features/discovery/components/ResearchView";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { DiscoverySignIn } from "./DiscoverySignIn";
import "@/features/discovery/discovery.css";

function LoadFailed({ retry }: { retry?: () => void }) {
  return (
    <Flex direction="column" gap="4" align="start">
      <h1 className="section-title">Discovery IQ</h1>
      <Text role="alert" color="red">
        {messages.discovery.loadFailed}
      </Text>
      <Flex gap="3" wrap="wrap">
        {retry ? (
          <Button variant="soft" onClick={retry}>
            Try again
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <RouterLink to={ROUTES.discovery}>Back to Discovery IQ</RouterLink>
        </Button>
      </Flex>
    </Flex>
  );
}

function Session({ sessionId }: { sessionId: string }) {
  const session = useLiveQuery("discoverySession", api.discovery.queries.session, { sessionId });
  if (session.status === "loading") return <PageLoader label="Loading research…" />;
  // A session that is not the caller's is answered exactly like a missing one.
  if (session.status === "error") return <LoadFailed retry={session.retry} />;
  return (
    <>
      <title>{`${session.data.title} · Discovery IQ · ${SITE.name}`}</title>
      <ResearchView
        session={session.data}
        providerNote={<BuiltInStudioNote provider={session.data.provider} />}
      />
    </>
  );
}

/** /discovery/{sessionId}: a finished Discovery IQ session, its owner's alone. */
export function DiscoverySessionPage() {
  const { sessionId = "" } = useParams();
  const user = useCurrentUser();
  const id = sessionId.trim();
  return (
    <PageContainer py={{ initial: "5", sm: "7" }}>
      <title>{`Discovery IQ · ${SITE.name}`}</title>
      <Flex direction="column" gap="4">
        <Link asChild size="2">
          <RouterLink to={ROUTES.discovery}>← All Discovery IQ research</RouterLink>
        </Link>
        {user.status === "loading" ? <PageLoader label="Checking sign-in…" /> : null}
        {user.status === "signedOut" ? (
          <DiscoverySignIn why="Discovery IQ research is kept in your account: sign in to see it." />
        ) : null}
        {user.status === "signedIn" ? (
          id === "" ? (
            <LoadFailed />
          ) : (
            <Session sessionId={id} />
          )
        ) : null}
      </Flex>
    </PageContainer>
  );
}

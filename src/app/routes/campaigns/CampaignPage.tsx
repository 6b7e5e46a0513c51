import { Button, Flex, Text } from "@radix-ui/themes";
import { useParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { CampaignPageView } from "@/features/campaigns/components/CampaignPageView";
import { useAdActions } from "@/features/campaigns/hooks/useAdActions";
import { useCampaignPage } from "@/features/campaigns/hooks/useCampaignPage";
import type { CampaignPageView as Page } from "@/features/campaigns/lib/types";
import { readAppError } from "../../../../shared/errors";
import { NotFoundPage } from "../NotFoundPage";
import { ShareLinkControl } from "@/features/shareLinks/components/ShareLinkControl";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { campaignExportSource } from "../exportSources";
import { LazyExportMenu } from "../LazyExportMenu";

function ReadyPage({ page }: { page: Page }) {
  const actions = useAdActions(page);
  const upgrade = useUpgradePrompt();
  // The exported footer prints the page's public link when it has one.
  const link = useLiveQuery("shareLinkForTarget", api.shareLinks.queries.forTarget, {
    ideaId: page.ideaId,
    campaignPageId: page.id,
  });
  const shareUrl = link.status === "ready" ? (link.data?.shareUrl ?? null) : null;
  return (
    <>
      <title>{`${page.title} · ${SITE.name}`}</title>
      <CampaignPageView
        page={page}
        actions={actions}
        headerActions={
          <>
            {page.canEdit ? (
              <ShareLinkControl ideaId={page.ideaId} campaignPageId={page.id} />
            ) : null}
            <LazyExportMenu source={() => campaignExportSource(page, shareUrl)} />
          </>
        }
        onInsufficientCredits={(error) => upgrade("production", error)}
      />
    </>
  );
}

/**
 * /idea-page/{id} (spec 2): the campaign page made by 'Campaign It', live for everyone on its
 * brief. Anyone else (and a page that does not exist) gets the app's not-found page.
 */
export function CampaignPage() {
  const { id = "" } = useParams();
  const user = useCurrentUser();
  const { open: openSignIn } = useSignInDialog();
  const page = useCampaignPage(id, user.status === "signedIn");

  if (user.status === "loading") return <PageLoader label="Loading campaign page…" />;
  if (user.status === "signedOut") {
    return (
      <PageContainer py={{ initial: "8", sm: "9" }}>
        <title>{`Campaign page · ${SITE.name}`}</title>
        <Flex direction="column" gap="4" align="start" maxWidth="40rem">
          <h1 className="section-title">Sign in to see this campaign page</h1>
          <Text as="p" size="3" color="gray">
            Campaign pages are kept with the brief they were made for. Sign in with the account the
            brief was shared with.
          </Text>
          <Button size="3" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </Flex>
      </PageContainer>
    );
  }
  if (page.status === "loading") return <PageLoader label="Loading campaign page…" />;
  if (page.status === "error") {
    if (readAppError(page.error)?.code === "NOT_FOUND") return <NotFoundPage />;
    return (
      <PageContainer py={{ initial: "8", sm: "9" }}>
        <Flex direction="column" gap="4" align="start">
          <Text role="alert" color="red">
            {userFacingMessage(page.error)}
          </Text>
          <Button variant="soft" onClick={page.retry}>
            Try again
          </Button>
        </Flex>
      </PageContainer>
    );
  }
  return (
    <PageContainer py={{ initial: "4", sm: "6" }}>
      <ReadyPage page={page.data} />
    </PageContainer>
  );
}

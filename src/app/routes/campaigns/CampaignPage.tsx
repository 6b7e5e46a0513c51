import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import { Skeleton } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { BriefWorkGate } from "../BriefWorkGate";
import { CampaignPageView } from "@/features/campaigns/components/CampaignPageView";
import { useAdActions } from "@/features/campaigns/hooks/useAdActions";
import { useCampaignPage } from "@/features/campaigns/hooks/useCampaignPage";
import type { CampaignPageView as Page } from "@/features/campaigns/lib/types";
import { ReviewBadge } from "@/features/reviews/components/ReviewBadge";
import { useCampaignApproval } from "@/features/reviews/hooks/useApproval";
import { ShareLinkControl } from "@/features/shareLinks/components/ShareLinkControl";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { campaignExportSource } from "../exportSources";
import { useWorkComments } from "../WorkComments";
import { LazyExportMenu } from "../LazyExportMenu";

// Below the ads: its previews and checklist code load with it, not with the page.
const ChannelKitSection = lazy(() =>
  import("@/features/channelKits/components/ChannelKitSection").then((m) => ({
    default: m.ChannelKitSection,
  })),
);

function ReadyPage({ page }: { page: Page }) {
  const actions = useAdActions(page);
  const upgrade = useUpgradePrompt();
  const comments = useWorkComments(page.briefId);
  // The exported footer prints the page's public link when it has one.
  const link = useLiveQuery("shareLinkForTarget", api.shareLinks.queries.forTarget, {
    ideaId: page.ideaId,
    campaignPageId: page.id,
  });
  const shareUrl = link.status === "ready" ? (link.data?.shareUrl ?? null) : null;
  const approval = useCampaignApproval(page.ideaId, page.id);
  return (
    <>
      <title>{`${page.title} · ${SITE.name}`}</title>
      <CampaignPageView
        page={page}
        actions={actions}
        headerActions={
          <>
            <ReviewBadge targetType="campaignPage" targetId={page.id} briefId={page.briefId} />
            {page.canEdit ? (
              <ShareLinkControl ideaId={page.ideaId} campaignPageId={page.id} />
            ) : null}
            <LazyExportMenu source={() => campaignExportSource(page, shareUrl)} />
          </>
        }
        renderAdExtras={(lobId) => comments.renderCount("adLob", lobId)}
        onInsufficientCredits={(error) => upgrade("production", error)}
      />
      <Suspense fallback={<Skeleton height="12rem" />}>
        <ChannelKitSection
          ideaId={page.ideaId}
          canEdit={page.canEdit}
          advertiser={{ brand: page.brand, site: page.brand }}
          approval={approval}
          onInsufficientCredits={(error) => upgrade("production", error)}
        />
      </Suspense>
      {comments.panel}
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
  const page = useCampaignPage(id, user.status === "signedIn");
  return (
    <BriefWorkGate
      work={page}
      noun="campaign page"
      plural="Campaign pages"
      tabTitle="Campaign page"
    >
      {(data) => <ReadyPage page={data} />}
    </BriefWorkGate>
  );
}

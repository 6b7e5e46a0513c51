import type { ReactNode } from "react";
import { Flex, Heading, Skeleton, Tabs, Text } from "@radix-ui/themes";
import { useSearchParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageContainer } from "@/components/layout/PageContainer";
import { PlanSummary } from "@/features/billing/components/PlanSummary";
import { LedgerPagedList } from "@/features/credits/components/LedgerPagedList";
import { MyBriefsList, SharedBriefsList } from "@/features/dashboard/components/BriefLists";
import { AllIdeasList, FavoriteIdeasList } from "@/features/dashboard/components/IdeaLists";
import {
  BrandProfilesList,
  CampaignPagesList,
  DecksList,
  DiscoverySessionsList,
} from "@/features/dashboard/components/WorkLists";
import { WaitingForReview } from "@/features/reviews/components/WaitingForReview";
import { SignedInOnly } from "../billing/SignedInOnly";

export const DASHBOARD_TABS = [
  { id: "briefs", label: "Briefs" },
  { id: "ideas", label: "Ideas" },
  { id: "campaigns", label: "Campaign pages" },
  { id: "decks", label: "Decks" },
  { id: "discovery", label: "Discovery IQ" },
  { id: "brands", label: "Brand profiles" },
  { id: "credits", label: "Credits" },
] as const;
type TabId = (typeof DASHBOARD_TABS)[number]["id"];

const TAB_PARAM = "tab";

/** The open tab lives in the address, so a reload or a shared link opens the same list. */
function useTab(): [TabId, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab = DASHBOARD_TABS.find((t) => t.id === asked)?.id ?? "briefs";
  const setTab = (next: string) => {
    const search = new URLSearchParams(params);
    search.set(TAB_PARAM, next);
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return [tab, setTab];
}

/** One titled part of a tab; its failure stays inside it, with a retry. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="dashboard-section">
      <Heading as="h2" size="5" id={id} className="serif" mb="3">
        {title}
      </Heading>
      <AreaErrorBoundary area={title}>{children}</AreaErrorBoundary>
    </section>
  );
}

/** What each tab holds; Radix mounts only the open tab's, so only its lists subscribe. */
const TAB_CONTENT: Record<TabId, ReactNode> = {
  briefs: (
    <>
      <Part id="dashboard-briefs" title="Your briefs">
        <MyBriefsList />
      </Part>
      <Part id="dashboard-shared" title="Shared with me">
        <SharedBriefsList />
      </Part>
    </>
  ),
  ideas: (
    <>
      <AreaErrorBoundary area="Favourite ideas">
        <FavoriteIdeasList />
      </AreaErrorBoundary>
      <Part id="dashboard-ideas" title="All ideas">
        <AllIdeasList />
      </Part>
    </>
  ),
  campaigns: (
    <Part id="dashboard-campaigns" title="Campaign pages">
      <CampaignPagesList />
    </Part>
  ),
  decks: (
    <Part id="dashboard-decks" title="Decks">
      <DecksList />
    </Part>
  ),
  discovery: (
    <Part id="dashboard-discovery" title="Discovery IQ sessions">
      <DiscoverySessionsList />
    </Part>
  ),
  brands: (
    <Part id="dashboard-brands" title="Brand profiles">
      <BrandProfilesList />
    </Part>
  ),
  credits: (
    <>
      <Part id="dashboard-plan" title="Your plan">
        <PlanSummary />
      </Part>
      <Part id="dashboard-ledger" title="Credits history">
        <LedgerPagedList />
      </Part>
    </>
  ),
};

/** While the session is checked: the open tab's place, held at a list's loading height. */
function CheckingLists() {
  return (
    <Flex direction="column" gap="2" aria-busy aria-label="Checking sign-in…">
      <Skeleton height="3.5rem" />
      <Skeleton height="3.5rem" />
    </Flex>
  );
}

/**
 * The page's frame (title, tabs) around the open tab's lists; `checking`: the session is being
 * checked, so the lists (which read the caller's rows) wait and their place is held.
 */
function DashboardFrame({ checking = false }: { checking?: boolean }) {
  const [tab, setTab] = useTab();
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2" maxWidth="44rem">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Your work
        </Text>
        <h1 className="section-title">Dashboard</h1>
        <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
          Your briefs, ideas, campaign pages, decks, research, brand profiles and credits in one
          place.
        </Text>
      </Flex>
      {checking ? null : <WaitingForReview />}
      <Tabs.Root value={tab} onValueChange={setTab} className="dashboard-tabs">
        <Tabs.List aria-label="Dashboard sections">
          {DASHBOARD_TABS.map(({ id, label }) => (
            <Tabs.Trigger key={id} value={id}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Flex direction="column" pt="5">
          {DASHBOARD_TABS.map(({ id }) => (
            <Tabs.Content key={id} value={id}>
              <Flex direction="column" gap="6">
                {checking ? <CheckingLists /> : TAB_CONTENT[id]}
              </Flex>
            </Tabs.Content>
          ))}
        </Flex>
      </Tabs.Root>
    </Flex>
  );
}

/**
 * /dashboard ('View in Dashboard'): the signed-in user's work in one place, live — briefs (own
 * and shared), ideas (favourites first), campaign pages, decks, Discovery IQ sessions, brand
 * profiles — and their plan, balance and credits history. Only the open tab subscribes.
 * The frame shows while the session is checked (and is prerendered for a browser with a stored
 * session, src/app/prerender/pageShells.tsx), so a returning member sees the page at once and
 * the lists fill it in place.
 */
export function DashboardPage() {
  return (
    <PageContainer py={{ initial: "6", sm: "8" }}>
      <title>{`Dashboard · ${SITE.name}`}</title>
      <SignedInOnly
        why="Sign in to see your briefs, ideas, decks and credits in one place."
        whileChecking={<DashboardFrame checking />}
      >
        <DashboardFrame />
      </SignedInOnly>
    </PageContainer>
  );
}

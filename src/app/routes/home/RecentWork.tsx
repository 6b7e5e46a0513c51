import type { ReactNode } from "react";
import { Button, Card, Flex, Grid, Heading, Link, Section, Skeleton, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { briefHref, ideaDate } from "@/features/ideas/lib/format";
import { useLiveQuery, type LiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";

/** A few of each: the dashboard has the rest. */
export const RECENT_COUNT = 3;
const FIRST_PAGE = { paginationOpts: { numItems: RECENT_COUNT, cursor: null } };

type ListProps<T> = {
  title: string;
  headingId: string;
  query: LiveQuery<{ page: T[] }>;
  empty: ReactNode;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
};

function RecentList<T>({ title, headingId, query, empty, render, itemKey }: ListProps<T>) {
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h3" size="5" id={headingId} className="serif">
          {title}
        </Heading>
        {query.status === "loading" ? (
          <Flex direction="column" gap="2" aria-hidden>
            {Array.from({ length: RECENT_COUNT }, (_, i) => (
              <Skeleton key={i} height="4rem" />
            ))}
          </Flex>
        ) : query.status === "error" ? (
          <Flex direction="column" align="start" gap="2" role="alert">
            <Text as="p" size="2" color="gray">
              This list could not be loaded.
            </Text>
            <Button size="1" variant="soft" onClick={query.retry}>
              Try again
            </Button>
          </Flex>
        ) : query.data.page.length === 0 ? (
          empty
        ) : (
          <Flex direction="column" gap="2" asChild>
            <ul className="recent-work-list">
              {query.data.page.map((item) => (
                <li key={itemKey(item)}>
                  <Card asChild>
                    <div>{render(item)}</div>
                  </Card>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Flex>
  );
}

/**
 * Signed-in users' closing section on the home page: their latest briefs and ideas, live, each
 * opening where it lives (a brief and its ideas open in the brief section above), and the way to
 * the dashboard for everything else.
 */
export function RecentWork({ onStartBrief }: { onStartBrief: () => void }) {
  const briefs = useLiveQuery("recentBriefs", api.briefs.queries.list, FIRST_PAGE);
  const ideas = useLiveQuery("recentIdeas", api.ideas.queries.myIdeas, FIRST_PAGE);
  const startBrief = (text: string) => (
    <Flex direction="column" align="start" gap="2">
      <Text as="p" size="2" color="gray">
        {text}
      </Text>
      <Button size="2" variant="soft" onClick={onStartBrief}>
        Start a brief
      </Button>
    </Flex>
  );

  return (
    <Section size={{ initial: "2", sm: "3" }} aria-labelledby="recent-work">
      <Flex
        direction={{ initial: "column", sm: "row" }}
        justify="between"
        align={{ initial: "start", sm: "end" }}
        gap="4"
        mb={{ initial: "5", sm: "6" }}
      >
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Your work
          </Text>
          <Heading as="h2" id="recent-work" className="section-title">
            Pick up where you left off
          </Heading>
        </Flex>
        <Button size="3" variant="soft" asChild>
          <RouterLink to={ROUTES.dashboard}>View in Dashboard</RouterLink>
        </Button>
      </Flex>
      <Grid columns={{ initial: "1", md: "2" }} gap="6">
        <RecentList
          title="Recent briefs"
          headingId="recent-briefs"
          query={briefs}
          empty={startBrief("No briefs yet. Write your first creative brief and save it here.")}
          itemKey={(brief) => brief.id}
          render={(brief) => (
            <Flex direction="column" gap="1">
              <Link asChild weight="medium" size="3">
                <RouterLink to={briefHref(brief.id)}>{brief.title}</RouterLink>
              </Link>
              <Text size="2" color="gray" truncate>
                {brief.brand ? `${brief.brand} · ` : ""}
                {ideaDate(brief.createdAt)}
              </Text>
            </Flex>
          )}
        />
        <RecentList
          title="Recent ideas"
          headingId="recent-ideas"
          query={ideas}
          empty={startBrief("No ideas yet. Pick legends for a brief and their ideas appear here.")}
          itemKey={(idea) => idea.id}
          render={(idea) => (
            <Flex direction="column" gap="1">
              <Link asChild weight="medium" size="3" className="serif">
                <RouterLink to={briefHref(idea.briefId)}>{idea.campaignName}</RouterLink>
              </Link>
              <Text size="2" color="gray" truncate>
                {idea.createdBy} · {ideaDate(idea.createdAt)}
              </Text>
            </Flex>
          )}
        />
      </Grid>
    </Section>
  );
}

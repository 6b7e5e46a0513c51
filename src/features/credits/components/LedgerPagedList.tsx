import { Flex, Link, Skeleton, Text } from "@radix-ui/themes";
import { usePaginatedQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Link as RouterLink } from "react-router-dom";
import { api } from "../../../../convex/_generated/api";
import { DASHBOARD_LISTS, HOME_QUERY_PARAMS, ROUTES } from "../../../../shared/constants";
import { ShowMoreButton } from "@/components/lists/ShowMoreButton";
import { jobKindLabel } from "../lib/ledgerLabels";
import { LedgerEmpty, LedgerTable } from "./LedgerTable";

type PagedRow = FunctionReturnType<typeof api.credits.queries.myLedgerPage>["page"][number];

/** The one place a row's cause opens: the deck or research it made, else the idea's brief. */
function causeLink(cause: NonNullable<PagedRow["cause"]>): { to: string; label: string } | null {
  if (cause.deckId !== null) return { to: ROUTES.deck(cause.deckId), label: "Open the deck" };
  if (cause.discoverySessionId !== null) {
    return { to: ROUTES.discoverySession(cause.discoverySessionId), label: "Open the research" };
  }
  if (cause.briefId === null) return null;
  const to = `${ROUTES.home}?${HOME_QUERY_PARAMS.briefId}=${encodeURIComponent(cause.briefId)}`;
  return { to, label: cause.ideaTitle ?? "Open the brief" };
}

function Cause({ row }: { row: PagedRow }) {
  if (row.cause === null) return null;
  const link = causeLink(row.cause);
  return (
    <Text size="1" color="gray">
      {jobKindLabel(row.cause.jobKind)}
      {link ? (
        <>
          {": "}
          <Link asChild>
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </>
      ) : null}
    </Text>
  );
}

/**
 * /dashboard's 'Credits history': every grant, spend and refund, newest first, a page at a time,
 * each with what caused it (the job in words and a link to what it made) and its note; a spend's
 * note only repeats its job's kind, so that one is left out. A failure to load throws to the
 * AreaErrorBoundary around it.
 */
export function LedgerPagedList() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.credits.queries.myLedgerPage,
    {},
    { initialNumItems: DASHBOARD_LISTS.pageSize },
  );
  if (status === "LoadingFirstPage") return <Skeleton height="12rem" aria-busy />;
  if (results.length === 0) return <LedgerEmpty />;
  return (
    <Flex direction="column" gap="3">
      <LedgerTable
        rows={results}
        details={(row) => (
          <>
            <Cause row={row} />
            {row.note && row.note !== row.cause?.jobKind ? (
              <Text size="1" color="gray">
                {row.note}
              </Text>
            ) : null}
          </>
        )}
      />
      <ShowMoreButton
        status={status}
        onMore={() => loadMore(DASHBOARD_LISTS.pageSize)}
        label="Show more history"
      />
    </Flex>
  );
}

import { Flex, Heading, Skeleton } from "@radix-ui/themes";
import { ShowMoreButton } from "@/components/lists/ShowMoreButton";
import { HeartFilledIcon } from "@radix-ui/react-icons";
import { usePaginatedQuery } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import type { IdeaDto } from "../../../../convex/ideas/validators";
import { DASHBOARD_LISTS } from "../../../../shared/constants";
import { briefHref, newBriefHref } from "../lib/links";
import { dateFormat, ItemRow } from "./ItemRow";
import { PagedList } from "./PagedList";

function IdeaRow({ idea }: { idea: IdeaDto }) {
  return (
    <ItemRow
      to={briefHref(idea.briefId)}
      title={idea.title}
      meta={
        <Flex as="span" gap="2" align="center" wrap="wrap">
          {idea.isFavorite ? (
            <HeartFilledIcon color="var(--ruby-9)" aria-label="Favourite" />
          ) : null}
          <span>
            {idea.createdBy} · {dateFormat.format(idea.createdAt)}
          </span>
        </Flex>
      }
    />
  );
}

/**
 * The caller's favourite ideas, most recently favourited first: shown above all ideas, and only
 * when there are some (the list below already says how to start).
 */
export function FavoriteIdeasList() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.ideas.queries.myIdeas,
    { favoritesOnly: true },
    { initialNumItems: DASHBOARD_LISTS.pageSize },
  );
  if (status === "LoadingFirstPage") return <Skeleton height="3.5rem" aria-busy />;
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-favourites" className="dashboard-section">
      <Heading as="h2" size="5" id="dashboard-favourites" className="serif" mb="3">
        Favourite ideas
      </Heading>
      <Flex direction="column" gap="3">
        <ul className="dashboard-list" aria-label="Your favourite ideas">
          {results.map((idea) => (
            <li key={idea.id}>
              <IdeaRow idea={idea} />
            </li>
          ))}
        </ul>
        <ShowMoreButton
          status={status}
          onMore={() => loadMore(DASHBOARD_LISTS.pageSize)}
          label="Show more favourites"
        />
      </Flex>
    </section>
  );
}

/** Every idea the caller's legends pitched, with search and order. */
export function AllIdeasList() {
  return (
    <PagedList
      query={api.ideas.queries.listMine}
      noun="ideas"
      empty={{
        title: "No ideas yet",
        text: "Save a brief, pick your legends and choose Get Creative Ideas: each legend pitches ideas for it.",
        action: { label: "Write a brief", to: newBriefHref },
      }}
      itemKey={(idea) => idea.id}
      renderItem={(idea) => <IdeaRow idea={idea} />}
    />
  );
}

import { Badge, Flex } from "@radix-ui/themes";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { dateFormat, ItemRow } from "./ItemRow";
import { PagedList } from "./PagedList";

/** The campaign pages on the caller's briefs; each opens at /idea-page/{id}. */
export function CampaignPagesList() {
  return (
    <PagedList
      query={api.campaigns.queries.listMine}
      noun="campaign pages"
      empty={{
        title: "No campaign pages yet",
        text: "Open one of your ideas and choose Campaign It: it becomes a campaign page with its first ads.",
        action: { label: "Go to My ideas", to: ROUTES.myIdeas },
      }}
      itemKey={(page) => page.id}
      renderItem={(page) => (
        <ItemRow
          to={ROUTES.ideaPage(page.id)}
          title={page.title}
          meta={
            <>
              {page.headline} · {dateFormat.format(page.updatedAt)}
            </>
          }
        />
      )}
    />
  );
}

const DECK_STATUS = { ready: "Ready", writing: "Writing…", failed: "Failed" } as const;

/** The sell decks the caller made; each opens at /decks/{id}. */
export function DecksList() {
  return (
    <PagedList
      query={api.decks.queries.listMine}
      noun="decks"
      empty={{
        title: "No decks yet",
        text: "A sell deck presents one of your ideas to a client, slide by slide. Open an idea and choose Sell deck.",
        action: { label: "Go to My ideas", to: ROUTES.myIdeas },
      }}
      itemKey={(deck) => deck.id}
      renderItem={(deck) => (
        <ItemRow
          to={ROUTES.deck(deck.id)}
          title={deck.title}
          meta={
            <Flex as="span" gap="2" align="center" wrap="wrap">
              <span>
                {deck.ideaTitle} · {deck.slideCount} {deck.slideCount === 1 ? "slide" : "slides"} ·{" "}
                {dateFormat.format(deck.updatedAt)}
              </span>
              <Badge variant="soft" color={deck.status === "failed" ? "red" : "gray"}>
                {DECK_STATUS[deck.status]}
              </Badge>
            </Flex>
          }
        />
      )}
    />
  );
}

/** The caller's Discovery IQ research; each opens at /discovery/{id}. */
export function DiscoverySessionsList() {
  return (
    <PagedList
      query={api.discovery.queries.listMine}
      noun="discovery sessions"
      empty={{
        title: "No Discovery IQ sessions yet",
        text: "Describe an idea, and its website if it has one: Discovery IQ researches who it is for.",
        action: { label: "Start Discovery IQ", to: ROUTES.discovery },
      }}
      itemKey={(session) => session.id}
      renderItem={(session) => (
        <ItemRow
          to={ROUTES.discoverySession(session.id)}
          title={session.title}
          meta={dateFormat.format(session.completedAt)}
        />
      )}
    />
  );
}

/** The caller's brand profiles; they are edited on /brands/manage. */
export function BrandProfilesList() {
  return (
    <PagedList
      query={api.brands.queries.listMine}
      noun="brand profiles"
      empty={{
        title: "No brand profiles yet",
        text: "Keep a brand's voice, colours and do's and don'ts so every brief written for it stays on-brand.",
        action: { label: "Add a brand profile", to: ROUTES.brandsManage },
      }}
      itemKey={(brand) => brand.id}
      renderItem={(brand) => (
        <ItemRow
          to={ROUTES.brandsManage}
          title={brand.name}
          meta={
            <>
              {brand.industry ? `${brand.industry} · ` : ""}
              {dateFormat.format(brand.updatedAt)}
            </>
          }
        />
      )}
    />
  );
}

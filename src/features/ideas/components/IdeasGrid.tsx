import "../ideas.css";
import { Grid, Link } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { briefHref, ideaDate } from "../lib/format";
import type { IdeaSlots, IdeaView } from "../lib/types";
import { IdeaCard, type IdeaCardProps } from "./IdeaCard";

type IdeasGridProps = IdeaSlots & {
  ideas: readonly IdeaView[];
  signedIn: boolean;
  /** Leave the legend's name out of each card (the page is the legend's). */
  hideLegend?: boolean;
  label: string;
  /** The cards' heading level: one below the heading above the grid. */
  headingAs?: IdeaCardProps["headingAs"];
};

/** Ideas standing on their own (My ideas, a legend's profile): who, when, and their brief. */
export function IdeasGrid({
  ideas,
  signedIn,
  hideLegend = false,
  label,
  headingAs = "h3",
  ...slots
}: IdeasGridProps) {
  return (
    <Grid asChild columns={{ initial: "1", sm: "2", lg: "3" }} gap="4" align="start">
      <ul className="plain-list" aria-label={label}>
        {ideas.map((idea) => (
          <li key={idea.id}>
            <IdeaCard
              idea={idea}
              signedIn={signedIn}
              headingAs={headingAs}
              eyebrow={
                hideLegend
                  ? `${idea.title} · ${ideaDate(idea.createdAt)}`
                  : `${idea.createdBy} · ${ideaDate(idea.createdAt)}`
              }
              actions={
                <Link asChild size="2" color="gray">
                  <RouterLink to={briefHref(idea.briefId)}>Open brief</RouterLink>
                </Link>
              }
              {...slots}
            />
          </li>
        ))}
      </ul>
    </Grid>
  );
}

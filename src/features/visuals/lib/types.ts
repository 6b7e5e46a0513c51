import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";
import type { IdeaDto } from "../../../../convex/ideas/validators";

/** An idea's collage as the live query answers it (convex/visuals/schema.ts thumbnailsDto). */
export type ThumbnailsView = FunctionReturnType<typeof api.visuals.queries.thumbnails>;

/** A generated visual as the live list answers it. */
export type Visual = FunctionReturnType<typeof api.visuals.queries.forIdea>[number];

/** What the visual generator may offer: defaults for everyone, model choices for admins. */
export type ImageOptions = FunctionReturnType<typeof api.visuals.queries.imageOptions>;

/**
 * The idea fields the visuals components read. An ideas query's IdeaDto fits as it is; the
 * type is a pick so pages can pass any object carrying these.
 */
export type VisualIdea = Pick<
  IdeaDto,
  "id" | "campaignName" | "headline" | "concept" | "visualPrompt"
> & {
  legend: Pick<IdeaDto["legend"], "id" | "name">;
};

/** The collage needs only the lines it overlays. */
export type CollageIdea = Pick<VisualIdea, "id" | "campaignName" | "headline" | "concept">;

/** A second legend teamed up for a visual (spec 3 "Generated visual entry": teamLegend). */
export type TeamLegend = { id: string; name: string };

/** What the page's team-up legend picker is told when it opens. */
export type TeamLegendPickContext = {
  ideaId: string;
  /** The idea's own legend: the server refuses teaming up with it. */
  ideaLegendId: string;
  current: TeamLegend | null;
};

/** Opens the team-up legend picker; resolves with the legend chosen, or null when cancelled. */
export type PickTeamLegend = (context: TeamLegendPickContext) => Promise<TeamLegend | null>;

import type { ReactNode } from "react";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";

/** The ideas under a brief, one group per legend, as api.ideas.queries.byBrief answers. */
export type BriefIdeas = FunctionReturnType<typeof api.ideas.queries.byBrief>;
export type LegendIdeasView = BriefIdeas["legends"][number];
export type IdeaJobView = LegendIdeasView["job"];
/** One idea (convex/ideas/validators.ts ideaDtoValidator). */
export type IdeaView = LegendIdeasView["ideas"][number];
export type IdeaMetadata = IdeaView["generationMetadata"];

/** A legend chosen for the next 'Get Creative Ideas' (the page's selection, as it keeps it). */
export type PickedLegend = {
  id: Id<"creativeLegends">;
  name: string;
  slug: string;
  headshot: string | null;
};

/**
 * The brief on screen, as the page hands it over (the briefs feature's handle): ideas attach to
 * a saved brief, and an unsaved one is saved first (spec 4).
 */
export type IdeasBrief = {
  savedId: string | null;
  hasBrief: boolean;
  busy: boolean;
  ensureSaved: () => Promise<string | null>;
};

/** What the page renders into an idea: provenance, admin metadata, and the collage later. */
export type IdeaSlots = {
  /** The idea's visual (the visuals feature's collage), above its text. */
  renderMedia?: (idea: IdeaView) => ReactNode;
  /** Who wrote it ("Offline studio"). */
  renderProvider?: (provider: string | null) => ReactNode;
  /** The admin-only 'Generation Metadata' card; metadata is null for everyone else. */
  renderMetadata?: (metadata: IdeaMetadata) => ReactNode;
  /** Actions on the idea ('Campaign It'): beside Details on the card and in the details. */
  renderActions?: (idea: IdeaView) => ReactNode;
  /**
   * Actions only in the idea's details (Export): the details dialog loads on demand, so what
   * it renders stays out of the page's start-up code.
   */
  renderDetailsActions?: (idea: IdeaView) => ReactNode;
  /** Chips under the card's eyebrow (the pre-test's score, a sharpened version's badge). */
  renderBadges?: (idea: IdeaView) => ReactNode;
  /** Sections at the top of the idea's details (the pre-test's scores and swap test). */
  renderDetailsSections?: (idea: IdeaView) => ReactNode;
};

/** How a column orders its ideas when the board asks for something other than newest first. */
export type IdeaOrder = (ideas: readonly IdeaView[]) => IdeaView[];

/** What board-wide tools (a sort control) get: the brief, and a way to reorder every column. */
export type IdeasBoardTools = {
  briefId: string;
  /** null: the columns' own order (newest round first). */
  setOrder: (order: IdeaOrder | null) => void;
};

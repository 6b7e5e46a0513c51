import type { Id } from "../../../../convex/_generated/dataModel";
import type { PretestDto } from "../../../../convex/pretest/validators";
import type { PretestDimension } from "../../../../shared/pretest";

/** One idea's pre-test as api.pretest.queries.forBrief and forIdea answer it. */
export type PretestView = PretestDto;
export type PretestScoreView = PretestView["scores"][number];
export type PretestSwapView = NonNullable<PretestView["swap"]>;
export type PretestMetadata = PretestView["generationMetadata"];

/** What the pre-test needs of an idea (the ideas feature's IdeaView fits). */
export type PretestIdea = {
  id: Id<"ideas">;
  campaignName: string;
  /** 1 for an original; a sharpened revision is its parent's version + 1. */
  version: number;
  parentIdeaId: Id<"ideas"> | null;
  sharpenedFor: PretestDimension | null;
};

/** Orders any list of ideas; the board applies it to every legend's column. */
export type PretestOrder = <T extends { id: string }>(ideas: readonly T[]) => T[];

/** The board's handle (the ideas feature's IdeasBoardTools). */
export type PretestBoardHandle = {
  briefId: string;
  setOrder: (order: PretestOrder | null) => void;
};

/** The page's upgrade path when Legend Credits run out (spec 8). */
export type OnUpgrade = (error: unknown) => void;

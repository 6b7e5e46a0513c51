/** The brief form as typed: every field a string, empty meaning not given (spec 3). */
export type BriefFormInput = {
  brand: string;
  brandId: string;
  uniqueSellingPoint: string;
  audience: string;
  message: string;
  tone: string;
  competitors: string;
  refinement: string;
  title: string;
  model: string;
};

export type BriefFacts = Pick<
  BriefFormInput,
  "brand" | "uniqueSellingPoint" | "audience" | "message" | "tone"
>;

export const EMPTY_BRIEF_FORM: BriefFormInput = {
  brand: "",
  brandId: "",
  uniqueSellingPoint: "",
  audience: "",
  message: "",
  tone: "",
  competitors: "",
  refinement: "",
  title: "",
  model: "",
};

/** The brief on screen as last saved (spec 3 "Saved brief"). */
export type SavedBrief = BriefFacts & {
  id: string;
  /** 'Main competitors (optional)'; "" when none. */
  competitors: string;
  title: string;
  brandId: string;
  content: string;
  version: number;
};

/**
 * What the page hands the ideas area about the brief on screen (spec 4: ideas attach to a saved
 * brief; an unsaved one is saved first).
 */
export type BriefHandle = {
  /** The saved brief on screen (its ideas are shown), or null. */
  savedId: string | null;
  /** There is a brief on screen (generated or opened). */
  hasBrief: boolean;
  /** Opening, writing or saving the brief. */
  busy: boolean;
  /** The id to generate ideas for, saving what is on screen first when needed; null if not. */
  ensureSaved: () => Promise<string | null>;
};

/** The generated (or edited) brief on screen, and the job writing it. */
export type BriefDraft = {
  /** Markdown. */
  content: string;
  /** The newest brief job; its result replaces `content` once, when it succeeds. */
  jobId: string | null;
  appliedJobId: string | null;
  /** The browser's visitor key when a visitor started `jobId` (their job is read with it). */
  jobVisitorKey: string | null;
  /** The title the generator proposes for the Save Brief dialog. */
  suggestedTitle: string;
};

export const EMPTY_DRAFT: BriefDraft = {
  content: "",
  jobId: null,
  appliedJobId: null,
  jobVisitorKey: null,
  suggestedTitle: "",
};

export const FORM_FIELDS: readonly (keyof BriefFormInput)[] = Object.keys(
  EMPTY_BRIEF_FORM,
) as (keyof BriefFormInput)[];

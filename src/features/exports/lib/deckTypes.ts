/** What a sell deck exports: the deck's words and each slide's image, in the deck's order. */
export type DeckExportSource = {
  /** The deck's title. */
  title: string;
  brand: string | null;
  legendName: string;
  campaignName: string;
  slides: DeckExportSlide[];
};

export type DeckExportSlide = {
  /** Where the slide stands in the pitch, as the app labels it ("The problem"). */
  stageLabel: string;
  title: string;
  /** Plain text: a short paragraph, or 2–4 lines each starting "- ". */
  content: string;
  speakerNotes: string;
  /** An /api/media URL served by this app, or null while the slide has no visual. */
  imageUrl: string | null;
};

export type DeckExportFormat = "pptx" | "pdf";

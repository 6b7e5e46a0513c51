/** A complete brief for convex/briefs tests (two dots: never deployed). */
export const BRIEF = {
  brand: "Northbound Coffee",
  audience: "Remote workers who take their first cup seriously",
  message: "Roasted this week, at your desk by nine",
  tone: "Warm, witty",
  uniqueSellingPoint: "Small-batch roasting every Monday; delivered by bike",
  title: "Northbound launch",
  content: "# Creative Brief: Northbound Coffee\n\n## Background\n\nFresh coffee.",
};

/** The brief form's required fields and USP, as generate takes them. */
export const FORM = {
  brand: BRIEF.brand,
  audience: BRIEF.audience,
  message: BRIEF.message,
  tone: BRIEF.tone,
  uniqueSellingPoint: BRIEF.uniqueSellingPoint,
};

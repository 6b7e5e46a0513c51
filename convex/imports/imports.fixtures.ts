/** Test helpers for imports (two dots: never deployed); uploads are in uploads.fixtures.ts. */

export const CAMPAIGN = {
  brand: "Northbound Coffee",
  campaignName: "Nine O'Clock Roast",
  audience: "Remote workers who start early",
  text: [
    "Roasted this week, at your desk by nine.",
    "A film shows a courier cycling fresh beans across a sleeping city before dawn.",
    "Runs on Instagram and outdoor posters near co-working spaces.",
  ].join("\n"),
};

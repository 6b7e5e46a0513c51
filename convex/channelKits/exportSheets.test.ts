import { describe, expect, it } from "vitest";
import { TEXT_FIELDS } from "../../shared/channels";
import {
  copySheet,
  EXPORT_FILES,
  googleAdsEditorCsv,
  META_COLUMNS,
  metaBulkCsv,
  RSA_COLUMNS,
  type ExportKit,
} from "./exportSheets";
import { parseCsv } from "./channelKits.fixtures";

/** The export's text files read as the ad managers and the advertiser will read them. */

const HEADLINES = Array.from({ length: 15 }, (_, i) => `Fresh bread, line ${i + 1}`);
const DESCRIPTIONS = Array.from({ length: 4 }, (_, i) => `Baked before dawn, ${i + 1}.`);

function kitWith(overrides: Partial<ExportKit> = {}): ExportKit {
  return {
    campaignName: "Bread Before Dawn",
    brand: "Kettle & Crumb",
    assets: [
      {
        channel: "meta_feed",
        placement: "square",
        width: 1080,
        height: 1080,
        copy: {
          primaryText: "Warm at seven.",
          headline: "Bread before dawn",
          description: "Come and see.",
        },
      },
      {
        channel: "stories",
        placement: "story",
        width: 1080,
        height: 1920,
        copy: { primaryText: "Still warm at seven." },
      },
      {
        channel: "google_search",
        placement: "responsive_search_ad",
        width: 0,
        height: 0,
        copy: { headlines: HEADLINES, descriptions: DESCRIPTIONS },
      },
    ],
    ...overrides,
  };
}

/** A CSV's rows as column → value, its header checked. */
function rowsOf(text: string, columns: readonly string[]) {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(columns);
  return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
}

describe("the Meta bulk import CSV", () => {
  it("puts each channel's ads in its own placements, paused, with the ad manager's values", () => {
    const rows = rowsOf(metaBulkCsv(kitWith({ website: "https://kettle.example/" })), META_COLUMNS);
    expect(rows).toHaveLength(2);
    const [feed, story] = rows;
    expect(feed).toMatchObject({
      "Campaign Status": "PAUSED",
      "Campaign Objective": "Outcome Traffic",
      "Buying Type": "AUCTION",
      "Ad Set Run Status": "PAUSED",
      "Ad Status": "PAUSED",
      "Link Object ID": "",
      Link: "https://kettle.example/",
      "Publisher Platforms": "facebook, instagram",
      "Facebook Positions": "feed",
      "Instagram Positions": "stream",
      Title: "Bread before dawn",
      Body: "Warm at seven.",
      "Image File Name": "meta_feed_1080x1080.png",
      "Call to Action": "LEARN_MORE",
    });
    expect(story).toMatchObject({
      "Facebook Positions": "story, facebook_reels",
      "Instagram Positions": "story, reels",
      "Image File Name": "stories_1080x1920.png",
    });
    expect(feed["Ad Set Name"]).not.toBe(story["Ad Set Name"]);
  });

  it("asks for awareness when the brief gives no landing page", () => {
    const [row] = rowsOf(metaBulkCsv(kitWith()), META_COLUMNS);
    expect(row["Campaign Objective"]).toBe("Outcome Awareness");
    expect(row.Link).toBe("");
  });
});

describe("the Google Ads Editor CSV", () => {
  it("makes a paused responsive search ad in a search campaign", () => {
    const [ad] = rowsOf(googleAdsEditorCsv(kitWith()), RSA_COLUMNS);
    expect(ad).toMatchObject({
      Campaign: "Bread Before Dawn",
      "Campaign type": "Search",
      "Ad group": "Kettle & Crumb",
      "Ad type": "Responsive search ad",
      Status: "Paused",
      "Headline 15": "Fresh bread, line 15",
    });
  });
});

describe("names that open like a formula", () => {
  it("lose the formula marks instead of carrying an apostrophe into the ad manager", () => {
    const kit = kitWith({ campaignName: "=Bread Before Dawn", brand: "@kettle" });
    const google = googleAdsEditorCsv(kit);
    const meta = metaBulkCsv(kit);
    for (const text of [google, meta]) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/(^|,)[=+\-@]/m);
    }
    expect(rowsOf(google, RSA_COLUMNS)[0]).toMatchObject({
      Campaign: "Bread Before Dawn",
      "Ad group": "kettle",
    });
  });
});

describe("the copy sheet", () => {
  it("names every field as people read it and says how to import each CSV", () => {
    const sheet = copySheet(kitWith({ website: "https://kettle.example/" }));
    expect(sheet).toContain("- Primary text (14/125): Warm at seven.");
    expect(sheet).toContain("- Headline 15 (20/30): Fresh bread, line 15");
    for (const field of TEXT_FIELDS) expect(sheet).not.toContain(`- ${field} (`);
    expect(sheet).toContain("Landing page: https://kettle.example/");
    expect(sheet).toContain("## Importing");
    expect(sheet).toContain(EXPORT_FILES.googleAds);
    expect(sheet).toContain(EXPORT_FILES.meta);
    expect(sheet).toContain("Link Object ID");
  });

  it("leaves out the steps of an ad manager the kit has nothing for", () => {
    const sheet = copySheet(kitWith({ assets: kitWith().assets.slice(2) }));
    expect(sheet).toContain(EXPORT_FILES.googleAds);
    expect(sheet).not.toContain(EXPORT_FILES.meta);
    const feedOnly = copySheet(kitWith({ assets: kitWith().assets.slice(0, 1) }));
    expect(feedOnly).toContain("upload the images in meta_feed to");
    expect(feedOnly).not.toContain("stories");
    expect(feedOnly).not.toContain(EXPORT_FILES.googleAds);
  });
});

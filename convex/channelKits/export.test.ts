import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import JSZip from "jszip";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { offlineStudio } from "../campaigns/campaigns.fixtures";
import { imageSize } from "../lib/ai/imageBytes";
import { CHANNELS, type ChannelId } from "../../shared/channels";
import { messages } from "../../shared/errors";
import { csvField, EXPORT_FILES, META_COLUMNS, RSA_COLUMNS } from "./exportSheets";
import { EXPORT_FORMAT, kitZipName } from "./exportZip";
import { websiteOf } from "./exportFile";
import { finish, kitOf, kitPage, parseCsv, PNG_SIGNATURE } from "./channelKits.fixtures";

/** The kit's export (issue 42): every file in the ZIP opened and read back. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const CHANNELS_PICKED: ChannelId[] = ["meta_feed", "stories", "linkedin", "google_search"];

/** The kit's stored ZIP: its file, URL and bytes. */
async function storedZip(t: TestApp, kitId: string) {
  return await t.run(async (ctx) => {
    const kit = await ctx.db.get("channelKits", kitId as Id<"channelKits">);
    const fileId = kit!.exportFileId!;
    const blob = (await ctx.storage.get(fileId))!;
    const bytes = await blob.arrayBuffer();
    return { fileId, url: (await ctx.storage.getUrl(fileId))!, type: blob.type, bytes };
  });
}

/** The kit's ZIP as a member downloads it: asked for (a redirect), then opened. */
async function downloadedZip(t: TestApp, owner: ReturnType<typeof asUser>, kitId: string) {
  expect((await owner.fetch(`/api/channel-kits/${kitId}/export.zip`)).status).toBe(302);
  const stored = await storedZip(t, kitId);
  return { stored, zip: await JSZip.loadAsync(new Uint8Array(stored.bytes)) };
}

/** A finished kit of `channels` on a fresh campaign page, downloaded once by its owner. */
async function downloadedKit(channels: ChannelId[]) {
  offlineStudio();
  const t = makeTest();
  const { userId, ideaId } = await kitPage(t);
  const owner = asUser(t, userId);
  const { kitId } = await owner.mutation(api.channelKits.mutations.create, { ideaId, channels });
  await finish(t);
  vi.useRealTimers();
  const { stored: first } = await downloadedZip(t, owner, kitId);
  return { t, owner, kitId, ideaId, first };
}

async function fileGone(t: TestApp, fileId: Id<"_storage">): Promise<boolean> {
  return await t.run(async (ctx) => (await ctx.storage.get(fileId)) === null);
}

describe("GET /api/channel-kits/{kitId}/export.zip", () => {
  it("zips a folder per channel of exact PNGs, the copy sheet and both import CSVs", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const owner = asUser(t, userId);
    const { kitId } = await owner.mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: CHANNELS_PICKED,
    });
    const early = await owner.fetch(`/api/channel-kits/${kitId}/export.zip`);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: messages.channelKit.notReady, code: "CONFLICT" });
    await finish(t);
    // JSZip yields to the event loop between files: the clock must run for it.
    vi.useRealTimers();
    const kit = await kitOf(t, userId, kitId);

    // A redirect to the stored ZIP (a kit of photographs may pass an HTTP response's 20 MiB).
    const res = await owner.fetch(`/api/channel-kits/${kitId}/export.zip`);
    expect(res.status).toBe(302);
    const stored = await storedZip(t, kitId);
    expect(res.headers.get("location")).toBe(stored.url);
    expect(stored.type).toBe("application/zip");
    // The app asks where, and saves it under the kit's name.
    const asked = await owner.fetch(`/api/channel-kits/${kitId}/export.zip`, {
      headers: { Accept: "application/json" },
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      url: stored.url,
      fileName: kitZipName(kit.campaignName),
    });
    // Built once: asking again serves the same file.
    expect((await storedZip(t, kitId)).fileId).toBe(stored.fileId);
    const zip = await JSZip.loadAsync(new Uint8Array(stored.bytes));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
    expect(names.sort()).toEqual(
      [
        "meta_feed/meta_feed_1080x1080.png",
        "meta_feed/meta_feed_1080x1350.png",
        "stories/stories_1080x1920.png",
        "linkedin/linkedin_1200x627.png",
        EXPORT_FILES.copySheet,
        EXPORT_FILES.googleAds,
        EXPORT_FILES.meta,
      ].sort(),
    );
    for (const name of names.filter((n) => n.endsWith(".png"))) {
      const bytes = await zip.file(name)!.async("uint8array");
      expect([...bytes.slice(0, 8)], name).toEqual(PNG_SIGNATURE);
      const [, width, height] = /_(\d+)x(\d+)\.png$/.exec(name)!.map(Number);
      expect(imageSize(bytes), name).toEqual({ width, height });
    }

    const copyOf = (channel: ChannelId) => kit.assets.find((a) => a.channel === channel)!.copy!;
    const rsa = parseCsv(await zip.file(EXPORT_FILES.googleAds)!.async("string"));
    expect(rsa[0]).toEqual(RSA_COLUMNS);
    expect(rsa).toHaveLength(2);
    const ad = Object.fromEntries(RSA_COLUMNS.map((column, i) => [column, rsa[1][i]]));
    expect(ad["Ad type"]).toBe("Responsive search ad");
    expect(ad.Campaign).toBe(kit.campaignName);
    const search = copyOf("google_search");
    search.headlines!.forEach((text, i) => expect(ad[`Headline ${i + 1}`]).toBe(text));
    search.descriptions!.forEach((text, i) => expect(ad[`Description ${i + 1}`]).toBe(text));

    const meta = parseCsv(await zip.file(EXPORT_FILES.meta)!.async("string"));
    expect(meta[0]).toEqual(META_COLUMNS);
    const metaRows = meta
      .slice(1)
      .map((row) => Object.fromEntries(META_COLUMNS.map((c, i) => [c, row[i]])));
    expect(metaRows.map((row) => row["Image File Name"])).toEqual([
      "meta_feed_1080x1080.png",
      "meta_feed_1080x1350.png",
      "stories_1080x1920.png",
    ]);
    expect(metaRows[0]).toMatchObject({
      Title: copyOf("meta_feed").headline,
      Body: copyOf("meta_feed").primaryText,
      "Link Description": copyOf("meta_feed").description,
    });
    expect(metaRows[2].Body).toBe(copyOf("stories").primaryText);

    const sheet = await zip.file(EXPORT_FILES.copySheet)!.async("string");
    for (const channel of CHANNELS_PICKED) {
      expect(sheet).toContain(`## ${CHANNELS[channel].label}`);
      for (const text of Object.values(copyOf(channel)).flat()) expect(sheet).toContain(text);
    }
    expect(sheet).toContain("linkedin/linkedin_1200x627.png");
  });

  it("is the kit's members' alone", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const { kitId } = await asUser(t, userId).mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: ["x"],
    });
    await finish(t);
    const stranger = asUser(t, await createUser(t));
    expect((await stranger.fetch(`/api/channel-kits/${kitId}/export.zip`)).status).toBe(404);
    expect((await t.fetch(`/api/channel-kits/${kitId}/export.zip`)).status).toBe(401);
    expect((await asUser(t, userId).fetch(`/api/channel-kits/${kitId}/other`)).status).toBe(404);
  });
});

describe("the stored ZIP", () => {
  it("is rebuilt when the campaign line changes, the old file deleted", async () => {
    const { t, owner, kitId, ideaId, first } = await downloadedKit(["linkedin"]);
    await t.run(async (ctx) => {
      await ctx.db.patch("ideas", ideaId, { campaignName: "The Long Way Home" });
    });
    const asked = await owner.fetch(`/api/channel-kits/${kitId}/export.zip`, {
      headers: { Accept: "application/json" },
    });
    expect(await asked.json()).toMatchObject({ fileName: kitZipName("The Long Way Home") });
    const second = await storedZip(t, kitId);
    expect(second.fileId).not.toBe(first.fileId);
    expect(await fileGone(t, first.fileId)).toBe(true);
    const zip = await JSZip.loadAsync(new Uint8Array(second.bytes));
    expect(await zip.file(EXPORT_FILES.copySheet)!.async("string")).toContain("The Long Way Home");
  });
});

describe("an export in an earlier format", () => {
  it("is built again in the current one on the next download", async () => {
    const { t, owner, kitId, first } = await downloadedKit(["meta_feed"]);
    // As a ZIP built before the format had a number was keyed.
    await t.run(async (ctx) => {
      const kit = (await ctx.db.get("channelKits", kitId))!;
      const legacy = JSON.parse(kit.exportKey!) as unknown[];
      expect(legacy[0]).toBe(EXPORT_FORMAT);
      await ctx.db.patch("channelKits", kit._id, { exportKey: JSON.stringify(legacy.slice(1)) });
    });
    const { stored: second, zip } = await downloadedZip(t, owner, kitId);
    expect(second.fileId).not.toBe(first.fileId);
    expect(await fileGone(t, first.fileId)).toBe(true);
    const meta = parseCsv(await zip.file(EXPORT_FILES.meta)!.async("string"));
    expect(meta[0]).toEqual(META_COLUMNS);
  });
});

describe("the ads' landing page", () => {
  it("is the brand profile's website when the brief has one, in both import CSVs", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    await t.run(async (ctx) => {
      const idea = (await ctx.db.get("ideas", ideaId))!;
      const now = Date.now();
      const brandId = await ctx.db.insert("brandProfiles", {
        ownerId: userId,
        name: "Northbound Coffee",
        voice: [],
        keyMessages: [],
        colors: [],
        dos: [],
        donts: [],
        websiteUrl: "northbound.example/coffee",
        createdAt: now,
        updatedAt: now,
      });
      await ctx.db.patch("briefs", idea.briefId, { brandId });
    });
    const owner = asUser(t, userId);
    const { kitId } = await owner.mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: ["meta_feed", "google_search"],
    });
    await finish(t);
    vi.useRealTimers();
    const { zip } = await downloadedZip(t, owner, kitId);
    const rsa = parseCsv(await zip.file(EXPORT_FILES.googleAds)!.async("string"));
    expect(rsa[1][RSA_COLUMNS.indexOf("Final URL")]).toBe("https://northbound.example/coffee");
    const meta = parseCsv(await zip.file(EXPORT_FILES.meta)!.async("string"));
    for (const row of meta.slice(1)) {
      expect(row[META_COLUMNS.indexOf("Link")]).toBe("https://northbound.example/coffee");
    }
  });
});

describe("csvField", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});

describe("websiteOf", () => {
  it("keeps http(s) addresses, adds https to a bare host, and refuses anything else", () => {
    expect(websiteOf("northbound.example")).toBe("https://northbound.example/");
    expect(websiteOf("http://a.example/x?y=1")).toBe("http://a.example/x?y=1");
    expect(websiteOf("javascript:alert(1)")).toBeNull();
    expect(websiteOf("")).toBeNull();
    expect(websiteOf(undefined)).toBeNull();
  });
});

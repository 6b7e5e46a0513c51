import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_VIEW_FONTS, LATIN_UNICODE_RANGE, loadFirstViewFonts } from "./fonts";

type Face = {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  loads: number;
};

function fakeFontFace(loads: "ok" | "fail" = "ok") {
  const made: Face[] = [];
  vi.stubGlobal(
    "FontFace",
    class {
      face: Face;
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        this.face = { family, source, descriptors, loads: 0 };
        made.push(this.face);
      }
      load() {
        this.face.loads++;
        return loads === "ok" ? Promise.resolve(this) : Promise.reject(new Error("404"));
      }
    },
  );
  return made;
}

describe("loadFirstViewFonts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("declares Inter and Fraunces from two latin files, shown with swap", async () => {
    const made = fakeFontFace();
    const added: unknown[] = [];
    loadFirstViewFonts(
      { add: (face: unknown) => added.push(face) } as unknown as FontFaceSet,
      Promise.resolve(),
    );
    // Each face joins the document once loaded (one relayout of the page, not two).
    expect(added).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made.map((face) => face.family)).toEqual([
      "Inter Variable",
      "Fraunces Variable",
      "Fraunces Upright",
    ]);
    expect(added).toHaveLength(3);
    // Fetched at once: the first view uses them.
    expect(made.every((face) => face.loads === 1)).toBe(true);
    for (const face of made) {
      expect(face.descriptors.display).toBe("swap");
      expect(face.descriptors.unicodeRange).toBe(LATIN_UNICODE_RANGE);
      expect(face.source).toMatch(/^url\(".+\.woff2"\)$/);
    }
    const files = new Set(FIRST_VIEW_FONTS.map((font) => font.url));
    expect(files.size).toBe(2);
    for (const file of files) expect(file).toMatch(/-latin-opsz-normal/);
  });

  it("shows them only once the app's first render is on screen, fetching them at once", async () => {
    const made = fakeFontFace();
    const add = vi.fn();
    let rendered: () => void = () => {};
    loadFirstViewFonts(
      { add } as unknown as FontFaceSet,
      new Promise<void>((resolve) => (rendered = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made.every((face) => face.loads === 1)).toBe(true);
    expect(add).not.toHaveBeenCalled();
    rendered();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(add).toHaveBeenCalledTimes(3);
  });

  it("leaves the fallbacks in place when a file fails to load", async () => {
    fakeFontFace("fail");
    const unhandled = vi.fn();
    const add = vi.fn();
    process.on("unhandledRejection", unhandled);
    loadFirstViewFonts({ add } as unknown as FontFaceSet, Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
  });

  it("does nothing where the browser has no FontFace", () => {
    vi.stubGlobal("FontFace", undefined);
    const add = vi.fn();
    loadFirstViewFonts({ add } as unknown as FontFaceSet);
    expect(add).not.toHaveBeenCalled();
  });
});

describe("declareFrauncesItalic", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("declares the italic face once, for the browser to fetch when text first needs it", async () => {
    const made = fakeFontFace();
    const added: unknown[] = [];
    const target = { add: (face: unknown) => added.push(face) } as unknown as FontFaceSet;
    vi.resetModules();
    const { declareFrauncesItalic } = await import("./fonts");
    declareFrauncesItalic(target);
    declareFrauncesItalic(target);
    expect(added).toHaveLength(1);
    expect(made).toHaveLength(1);
    expect(made[0].family).toBe("Fraunces Variable");
    expect(made[0].descriptors).toMatchObject({ style: "italic", display: "swap" });
    expect(made[0].source).toMatch(/fraunces-latin-opsz-italic.*\.woff2/);
    expect(made[0].loads).toBe(0);
  });
});

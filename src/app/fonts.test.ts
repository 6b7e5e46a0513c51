import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_VIEW_FONTS, LATIN_UNICODE_RANGE, loadFirstViewFonts } from "./fonts";

type Face = { family: string; source: string; descriptors: FontFaceDescriptors };

function fakeFontFace(loads: "ok" | "fail" = "ok") {
  const made: Face[] = [];
  vi.stubGlobal(
    "FontFace",
    class {
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        made.push({ family, source, descriptors });
      }
      load() {
        return loads === "ok" ? Promise.resolve(this) : Promise.reject(new Error("404"));
      }
    },
  );
  return made;
}

describe("loadFirstViewFonts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("declares Inter and Fraunces from two latin files, shown with swap", () => {
    const made = fakeFontFace();
    const added: unknown[] = [];
    loadFirstViewFonts({ add: (face: unknown) => added.push(face) } as unknown as FontFaceSet);
    expect(made.map((face) => face.family)).toEqual([
      "Inter Variable",
      "Fraunces Variable",
      "Fraunces Upright",
    ]);
    expect(added).toHaveLength(3);
    for (const face of made) {
      expect(face.descriptors.display).toBe("swap");
      expect(face.descriptors.unicodeRange).toBe(LATIN_UNICODE_RANGE);
      expect(face.source).toMatch(/^url\(".+\.woff2"\)$/);
    }
    const files = new Set(FIRST_VIEW_FONTS.map((font) => font.url));
    expect(files.size).toBe(2);
    for (const file of files) expect(file).toMatch(/-latin-opsz-normal/);
  });

  it("leaves the fallbacks in place when a file fails to load", async () => {
    fakeFontFace("fail");
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    loadFirstViewFonts({ add: () => undefined } as unknown as FontFaceSet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("does nothing where the browser has no FontFace", () => {
    vi.stubGlobal("FontFace", undefined);
    const add = vi.fn();
    loadFirstViewFonts({ add } as unknown as FontFaceSet);
    expect(add).not.toHaveBeenCalled();
  });
});

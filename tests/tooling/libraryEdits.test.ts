import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { applyLibraryEdit, LIBRARY_EDITS, libraryEdits } from "../../scripts/vite/libraryEdits";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** The installed files the edits are for. */
const FILES = [
  "node_modules/@radix-ui/themes/dist/esm/components/theme.js",
  "node_modules/@radix-ui/themes/dist/esm/components/tooltip.js",
].map((file) => join(root, file));

const editFor = (file: string) => LIBRARY_EDITS.find((edit) => edit.file.test(file));

/** Calls the plugin's transform hook the way the bundler does, with a context whose error throws. */
function transform(code: string, id: string): unknown {
  const plugin = libraryEdits();
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as (this: typeof context, code: string, id: string) => unknown;
  return hook.call(context, code, id);
}

describe("the build's edits to libraries (scripts/vite/libraryEdits.ts)", () => {
  it("each applies to the installed library, so an update that moves the text fails here first", () => {
    for (const file of FILES) {
      const edit = editFor(file);
      expect(edit, file).toBeDefined();
      const code = readFileSync(file, "utf8");
      const edited = applyLibraryEdit(code, edit!);
      expect(edited, `${file}: ${edit!.purpose}`).not.toBeNull();
      for (const [from] of edit!.edits) expect(edited).not.toContain(from);
    }
    expect(LIBRARY_EDITS).toHaveLength(FILES.length);
  });

  it("stops the build when a library's text changed, naming the edit", () => {
    expect(() => transform("export {};", FILES[1])).toThrow(/update scripts\/vite\/libraryEdits/);
    expect(applyLibraryEdit("export {};", editFor(FILES[0])!)).toBeNull();
  });

  it("leaves every other module alone", () => {
    expect(transform("export const a = 1;", join(root, "src/main.tsx"))).toBeNull();
  });
});

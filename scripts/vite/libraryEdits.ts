import type { Plugin } from "vite";

/**
 * Small edits to libraries' published code, made by the build, each keeping code that no first
 * screen runs out of the start-up bundle (issue 20). Each edit names the exact text it replaces:
 * when a library update changes that text the build fails, so an edit is never silently lost.
 */
export type LibraryEdit = {
  file: RegExp;
  /** What the edit is for, in the build's error when it no longer applies. */
  purpose: string;
  edits: [from: string, to: string][];
};

export const LIBRARY_EDITS: LibraryEdit[] = [
  /*
   * Radix Themes' <Theme> wraps the whole app in a tooltip provider, which keeps all of the
   * tooltip's code (popper, floating-ui, dismissable layer: about 14 KiB gzip) in the start-up
   * bundle although no first screen shows a tooltip. Instead each Themes <Tooltip> brings its own
   * provider, with the same delay, so that code loads with the chunks that show tooltips.
   */
  {
    file: /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/,
    purpose: "no tooltip provider around the app",
    edits: [
      [
        'import{Direction as G,Slot as D,Tooltip as w}from"radix-ui";',
        'import{Direction as G,Slot as D}from"radix-ui";',
      ],
      ["e.createElement(w.Provider,{delayDuration:200},", "("],
    ],
  },
  {
    file: /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]tooltip\.js$/,
    purpose: "each tooltip brings its own provider",
    edits: [
      [
        "return o.createElement(t.Root,{...C},",
        "return o.createElement(t.Provider,{delayDuration:200},o.createElement(t.Root,{...C},",
      ],
      ['className:"rt-TooltipArrow"})))))});', 'className:"rt-TooltipArrow"}))))))});'],
    ],
  },
];

/** Applies `edit` to `code`; null when a text to replace is missing (the library changed). */
export function applyLibraryEdit(code: string, edit: LibraryEdit): string | null {
  let edited = code;
  for (const [from, to] of edit.edits) {
    if (!edited.includes(from)) return null;
    edited = edited.replace(from, to);
  }
  return edited;
}

export function libraryEdits(edits: LibraryEdit[] = LIBRARY_EDITS): Plugin {
  return {
    name: "legendary:library-edits",
    transform(code, id) {
      const edit = edits.find(({ file }) => file.test(id));
      if (!edit) return null;
      const edited = applyLibraryEdit(code, edit);
      if (edited === null) {
        this.error(
          `A library changed (${id}): update scripts/vite/libraryEdits.ts (${edit.purpose}).`,
        );
      }
      return edited;
    },
  };
}

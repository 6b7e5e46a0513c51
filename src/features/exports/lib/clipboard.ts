import { ExportError } from "./exportErrors";

/**
 * Puts rich text on the clipboard (HTML pastes with its headings and lists, plain text
 * everywhere else); where the browser can't write HTML, the plain text alone. Throws `copy`
 * (spec 8 'Copy failed') when the clipboard refuses both.
 */
export async function copyRichText({ html, text }: { html: string; text: string }) {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (clipboard?.write && typeof ClipboardItem !== "undefined") {
    try {
      await clipboard.write([
        new ClipboardItem({
          "text/html": new Blob([html], { type: "text/html" }),
          "text/plain": new Blob([text], { type: "text/plain" }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse HTML; the words alone still help.
    }
  }
  try {
    if (!clipboard?.writeText) throw new Error("No clipboard.");
    await clipboard.writeText(text);
  } catch (cause) {
    throw new ExportError("copy", "The clipboard refused the text.", { cause });
  }
}

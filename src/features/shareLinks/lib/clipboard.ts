/**
 * Puts text on the clipboard; false where the browser has no clipboard or refuses it (no
 * permission, or the click's user activation was spent waiting for the server), so the caller
 * can show the text to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== "function") return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

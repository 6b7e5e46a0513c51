/** Must match scripts/vite/bootPreloadPlugin.ts's PRELOAD_TEMPLATE_ATTRIBUTE. */
const ATTRIBUTE = "data-preload-path";

/**
 * Moves the build's inert modulepreload links (scripts/vite/bootPreloadPlugin.ts) into <head>:
 * the app's, and those of the page at `pathname`. Called once the first paint is on screen, so
 * the app's code and the first page's download together, after the paint and not before it.
 */
export function startPreloads(pathname: string, doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${ATTRIBUTE}]`)) {
    let matches = false;
    try {
      matches = new RegExp(template.getAttribute(ATTRIBUTE) ?? "$^").test(pathname);
    } catch {
      // A malformed pattern preloads nothing; the app still loads its code on demand.
    }
    if (matches) doc.head.append(template.content.cloneNode(true));
    template.remove();
  }
}

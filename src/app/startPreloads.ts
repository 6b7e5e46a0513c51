import { nextTask } from "@/lib/nextTask";

/** Must match scripts/vite/bootPreloadPlugin.ts's PRELOAD_TEMPLATE_ATTRIBUTE. */
const ATTRIBUTE = "data-preload-path";

/**
 * Links added per task: setting up each request costs the main thread about a millisecond on a
 * phone, so two dozen at once would be a long task (issue 20: total blocking time).
 */
export const LINKS_PER_TASK = 4;

/**
 * Moves the build's inert modulepreload links (scripts/vite/bootPreloadPlugin.ts) into <head>:
 * the app's, and those of the page at `pathname`, a few per task. Called once the first paint is
 * on screen, so the app's code and the first page's download together, after the paint and not
 * before it. Resolves once all are in.
 */
export async function startPreloads(
  pathname: string,
  doc: Document = document,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  const links: Node[] = [];
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${ATTRIBUTE}]`)) {
    let matches = false;
    try {
      matches = new RegExp(template.getAttribute(ATTRIBUTE) ?? "$^").test(pathname);
    } catch {
      // A malformed pattern preloads nothing; the app still loads its code on demand.
    }
    if (matches) links.push(...template.content.cloneNode(true).childNodes);
    template.remove();
  }
  for (let at = 0; at < links.length; at += LINKS_PER_TASK) {
    if (at > 0) await yieldToBrowser();
    doc.head.append(...links.slice(at, at + LINKS_PER_TASK));
  }
}

import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { nextTask } from "@/lib/nextTask";

/** Marks the page content a prerendered HTML file carries, with the address it was made for. */
export const PRERENDERED_PAGE_ATTRIBUTE = "data-prerendered-page";

let captured: { path: string; nodes: Node[] } | null = null;

/**
 * Keeps the prerendered page content (src/app/prerender/profileShell.tsx) before the app's first
 * render replaces #root (boot.tsx): the elements themselves, already laid out and with their
 * images loaded, to be put back while the live page loads.
 */
export function capturePrerenderedPage(root: ParentNode): void {
  const page = root.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`);
  captured = page
    ? { path: page.getAttribute(PRERENDERED_PAGE_ATTRIBUTE) ?? "", nodes: [...page.childNodes] }
    : null;
}

/** For tests: forget what was captured. */
export function resetPrerenderedPage(): void {
  captured = null;
}

/**
 * Takes a retired copy out of the document a piece per task, innermost sections first: a whole
 * profile's elements removed at once are one long task on a phone.
 */
async function dismantle(holder: HTMLElement, isCancelled: () => boolean) {
  const pieces = (node: Node): Node[] =>
    node instanceof Element && node.childElementCount > 1
      ? [...node.childNodes].flatMap(pieces).concat(node)
      : [node];
  for (const piece of [...holder.childNodes].flatMap(pieces)) {
    if (isCancelled()) return;
    piece.parentNode?.removeChild(piece);
    await nextTask();
  }
}

/**
 * While a page's data loads: the prerendered content of this very address if the visit began
 * with one (so the screen the browser painted first stays, instead of a skeleton replacing it and
 * the page replacing the skeleton), otherwise `fallback`. The elements are moved back in before
 * the browser paints (a layout effect), so nothing blinks; inert and hidden from assistive
 * technology like the prerendered copy itself, until the live page replaces them.
 *
 * `retired`: the live page is here. The copy is hidden at once and taken out of the document
 * piece by piece (render it beside the live page until then).
 */
export function PrerenderedPage({
  fallback = null,
  retired = false,
}: {
  fallback?: ReactNode;
  retired?: boolean;
}) {
  const { pathname } = useLocation();
  const holder = useRef<HTMLDivElement>(null);
  const page = captured?.path === pathname ? captured : null;
  useLayoutEffect(() => {
    if (page && holder.current && !retired) holder.current.replaceChildren(...page.nodes);
  }, [page, retired]);
  useEffect(() => {
    const element = holder.current;
    if (!retired || !element) return;
    let cancelled = false;
    void dismantle(element, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [retired]);
  if (!page) return retired ? null : fallback;
  return (
    <div
      ref={holder}
      {...{ [PRERENDERED_PAGE_ATTRIBUTE]: page.path }}
      inert
      aria-hidden="true"
      hidden={retired}
      style={retired ? undefined : { display: "contents" }}
    />
  );
}

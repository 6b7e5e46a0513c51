import { usePageLoading } from "@/lib/lazyPage";

/**
 * After a click, the current page stays on screen until the next page's code
 * has loaded; this bar shows that something is happening in the meantime.
 */
export function NavigationProgress() {
  if (!usePageLoading()) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}

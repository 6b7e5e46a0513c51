import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { hasWorkToResume } from "@/lib/browserStorage";
import { hasStoredSession } from "../session/tokenStorage";
import { startResumingSession } from "./authState";
import { configureBackend, loadBackend } from "./loader";

/**
 * When Convex's client loads (boot.tsx): at once for a page that needs it, a stored session, an
 * address with parameters or an anchor (a sign-in's return, a link into the page) or work to
 * resume; otherwise, a visitor on the home page, at their first scroll, tap or key, or
 * ENGAGEMENT_FALLBACK_MS after the load event (issue 20: the first view's JavaScript), and
 * earlier whenever the page calls the server.
 */
export function startBackend(url: string, pageNeedsIt: boolean): void {
  configureBackend(url, () => import("./backend"));
  const session = hasStoredSession();
  if (session) startResumingSession();
  const { search, hash } = window.location;
  if (pageNeedsIt || session || search !== "" || hash !== "" || hasWorkToResume()) {
    void loadBackend().catch(() => {});
    return;
  }
  afterEngagement(() => void loadBackend().catch(() => {}), ENGAGEMENT_FALLBACK_MS);
}

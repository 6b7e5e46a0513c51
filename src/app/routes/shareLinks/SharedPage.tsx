import { useParams } from "react-router-dom";
import { PageLoader } from "@/components/feedback/PageLoader";
import { LinkComments } from "@/features/comments/components/LinkComments";
import { SharedPresentation } from "@/features/shareLinks/components/SharedPresentation";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { NotFoundPage } from "../NotFoundPage";
import { PrerenderedPage } from "../../prerender/prerenderedPage";

/**
 * /shared/{shareId}: a shared idea or campaign page, public and read-only, signed in or not,
 * live (an owner's edits show, a link turned off becomes not found). Outside the app's layout:
 * a presentation carries no app chrome. Unknown and turned-off links read as not found.
 * While the share loads, the first screen the HTML carried (the server rendered it from the same
 * fields, shared/sharedFirstScreen.ts) stays on screen; the live page then takes its place.
 */
export function SharedPage() {
  const { shareId = "" } = useParams();
  const view = useLiveQuery("sharedView", api.shareLinks.queries.publicView, { shareId });
  if (view.status === "loading") {
    return <PrerenderedPage fallback={<PageLoader label="Loading shared idea…" />} />;
  }
  if (view.status === "error" || view.data === null) {
    return (
      <main>
        <NotFoundPage />
      </main>
    );
  }
  return <SharedPresentation view={view.data} feedback={<LinkComments shareId={shareId} />} />;
}

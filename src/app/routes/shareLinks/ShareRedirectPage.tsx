import { useEffect, useRef, useState } from "react";
import { Navigate, useParams } from "react-router-dom";
import { useConvexAuth, useMutation } from "convex/react";
import { useOneOffCalls } from "@/lib/deferredConvex/oneOffCalls";
import { PageLoader } from "@/components/feedback/PageLoader";
import { toast } from "@/components/feedback/toast";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { messages, readAppError } from "../../../../shared/errors";
import { NotFoundPage } from "../NotFoundPage";

type Outcome = { kind: "working" } | { kind: "go"; shareId: string } | { kind: "not-found" };

/**
 * /share/{ideaId} (spec 2): someone who may share the idea gets its public link (made, or the
 * live one) and lands on it; a viewer lands on a live link if there is one. Everyone else (signed
 * out, a stranger, a malformed id) sees not found, so the URL reveals nothing.
 */
export function ShareRedirectPage() {
  const { ideaId = "" } = useParams();
  const auth = useConvexAuth();
  const convex = useOneOffCalls();
  const share = useMutation(api.shareLinks.mutations.share);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (auth.isLoading || !auth.isAuthenticated || started.current === ideaId) return;
    started.current = ideaId;
    void (async () => {
      try {
        const { shareId } = await share({ ideaId });
        setOutcome({ kind: "go", shareId });
      } catch (error) {
        const code = readAppError(error)?.code;
        if (code === "FORBIDDEN") {
          const live = await convex
            .query(api.shareLinks.queries.forTarget, { ideaId })
            .catch(() => null);
          setOutcome(live ? { kind: "go", shareId: live.shareId } : { kind: "not-found" });
          return;
        }
        if (code !== "NOT_FOUND" && code !== "UNAUTHENTICATED") {
          toast.error(messages.share.navigationError, { description: userFacingMessage(error) });
        }
        setOutcome({ kind: "not-found" });
      }
    })();
  }, [auth.isLoading, auth.isAuthenticated, ideaId, share, convex]);

  if (auth.isLoading) return <PageLoader />;
  if (!auth.isAuthenticated || outcome.kind === "not-found") return <NotFoundPage />;
  if (outcome.kind === "go") return <Navigate to={`/shared/${outcome.shareId}`} replace />;
  return <PageLoader label="Opening the public link…" />;
}

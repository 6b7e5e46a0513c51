import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { sendBriefCommand } from "@/features/briefs/lib/briefCommands";
import { HOME_QUERY_PARAMS } from "../../../../shared/constants";

const P = HOME_QUERY_PARAMS;

export type HomeUrlActions = {
  /** Whether the auth state has settled (opening a saved brief needs to know). */
  ready: boolean;
  openStrategist: (discoveryIQSessionId: string) => void;
  /** The brief section is needed now (render it without waiting for the scroll). */
  revealBrief: () => void;
};

/**
 * The home page's query parameters (spec 2), acted on once and then removed from the address
 * so a reload doesn't repeat them: openAdStrategist=true (with discoveryId), edit={briefId}
 * (open it for editing), briefId={id} (open it in preview), showBrief=true (bring the brief
 * into view), reload (a fresh look at the page; nothing else to do). Links followed while the
 * page is open (the recent briefs and ideas below, 'Open brief' elsewhere) are acted on too.
 */
export function useHomeUrlParams({ ready, openStrategist, revealBrief }: HomeUrlActions) {
  // useLocation and useNavigate rather than useSearchParams: the router code they need is
  // already in the start-up bundle.
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // The address last acted on: each new one (a link to "/?briefId=…" followed while already on
  // the page, say) is acted on once; a re-render with the same one is not.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === search || !ready) return;
    handled.current = search;
    const params = new URLSearchParams(search);
    const keys = Object.values(P).filter((key) => params.has(key));
    if (keys.length === 0) return;

    if (params.get(P.openAdStrategist) === "true") {
      openStrategist(params.get(P.discoveryId)?.trim() ?? "");
    }
    const edit = params.get(P.edit)?.trim();
    const preview = params.get(P.briefId)?.trim();
    if (edit || preview) {
      revealBrief();
      sendBriefCommand({
        type: "load",
        briefId: (edit || preview)!,
        mode: edit ? "edit" : "preview",
      });
    } else if (params.get(P.showBrief) === "true") {
      revealBrief();
      sendBriefCommand({ type: "show" });
    }

    const next = new URLSearchParams(params);
    for (const key of keys) next.delete(key);
    const query = next.toString();
    void navigate(
      { search: query ? `?${query}` : "", hash },
      { replace: true, preventScrollReset: true },
    );
  }, [ready, search, hash, navigate, openStrategist, revealBrief]);
}

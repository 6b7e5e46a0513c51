import { useEffect, useState } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { PRESENCE_HEARTBEAT_MS } from "../../../../shared/constants";
import type { BriefActivity, PresentPerson } from "../lib/types";

function newSessionId(): string {
  return crypto.randomUUID();
}

/**
 * Being seen on a saved brief, and seeing who else is: while the brief is open and the tab is
 * visible this tab heartbeats every PRESENCE_HEARTBEAT_MS (a hidden tab goes quiet and drops
 * off after the server's TTL; it beats again at once when shown). Closing the brief or the page
 * leaves at once. Presence is a nicety: a failed heartbeat is not worth a toast, the next one
 * tries again.
 */
export function usePresence(briefId: string | null): {
  people: PresentPerson[];
  activity: BriefActivity[];
} {
  const [sessionId] = useState(newSessionId);
  const heartbeat = useMutation(api.presence.mutations.heartbeat);
  const leave = useMutation(api.presence.mutations.leave);

  useEffect(() => {
    if (briefId === null) return;
    const args = { briefId, sessionId };
    const beat = () => {
      if (document.visibilityState === "visible") heartbeat(args).catch(() => undefined);
    };
    const bye = () => void leave(args).catch(() => undefined);
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    document.addEventListener("visibilitychange", beat);
    window.addEventListener("pagehide", bye);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", beat);
      window.removeEventListener("pagehide", bye);
      bye();
    };
  }, [briefId, sessionId, heartbeat, leave]);

  const args = briefId === null ? "skip" : { briefId };
  const people = useLiveQuery("presence.onBrief", api.presence.queries.onBrief, args);
  const activity = useLiveQuery("presence.activity", api.presence.queries.activity, args);
  return {
    people: people.status === "ready" ? people.data : [],
    activity: activity.status === "ready" ? activity.data : [],
  };
}

import { lazy, Suspense, useEffect, useState } from "react";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";

const NotificationInbox = lazy(() =>
  import("./NotificationInbox").then((m) => ({ default: m.NotificationInbox })),
);

/**
 * The signed-in header's bell (issue 41). Its code (the popover's ~30 KiB) is not part of the
 * first load, which issue 20's budget counts over its first 2 s: the bell comes once the person
 * engages with the page (scroll, tap, key) or a few seconds in, into a slot of its own size so
 * nothing in the header moves. A plain button swapped for the real one mid-click lost the click.
 */
export function NotificationBell() {
  const [due, setDue] = useState(false);
  useEffect(() => afterEngagement(() => setDue(true), ENGAGEMENT_FALLBACK_MS), []);
  // The ghost button's footprint: its 18 px icon (its padding is offset by negative margins).
  const slot = <span aria-hidden style={{ display: "inline-block", width: 18, height: 18 }} />;
  if (!due) return slot;
  return (
    <Suspense fallback={slot}>
      <NotificationInbox />
    </Suspense>
  );
}

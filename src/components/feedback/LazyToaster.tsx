import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { loadToasts, markToasterMounted, onToastsRequested, toastsRequested } from "./toast";

const SonnerToaster = lazy(() =>
  loadToasts().then(({ Toaster }) => ({
    default: function MountedToaster(props: ToasterProps) {
      useEffect(() => markToasterMounted(), []);
      return <Toaster {...props} />;
    },
  })),
);

/** The toast outlet, loaded on the first toast or once the visitor engages (see ./toast.ts). */
export function LazyToaster(props: ToasterProps) {
  // Rendering the lazy outlet would fetch sonner at once: it waits until sonner is asked for.
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  useEffect(() => afterEngagement(() => void loadToasts(), ENGAGEMENT_FALLBACK_MS), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

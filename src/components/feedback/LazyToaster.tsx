import { lazy, Suspense, useEffect } from "react";
import type { ToasterProps } from "sonner";
import { loadToasts, markToasterMounted } from "./toast";

const SonnerToaster = lazy(() =>
  loadToasts().then(({ Toaster }) => ({
    default: function MountedToaster(props: ToasterProps) {
      useEffect(() => markToasterMounted(), []);
      return <Toaster {...props} />;
    },
  })),
);

/** The toast outlet, loaded once the page is idle (see ./toast.ts). */
export function LazyToaster(props: ToasterProps) {
  useEffect(() => {
    const preload = () => void loadToasts();
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 1);
  }, []);
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

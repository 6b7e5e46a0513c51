/**
 * The app itself, started by main.tsx once the first screen is on display.
 */
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { clientEnv } from "@/config/env";
import { AppProviders } from "@/app/providers";
import { AppTheme } from "@/app/AppTheme";
import { AppRoutes, pageNeedsBackend, preloadPage } from "@/app/router";
import { ConfigErrorScreen } from "@/components/feedback/ConfigErrorScreen";
import { capturePrerenderedPage } from "@/app/prerender/prerenderedPage";
import { startBackend } from "@/lib/deferredConvex/startBackend";
import { markAppRendered } from "@/app/appRendered";

/**
 * Says the app's first render is on screen: its effect runs after the commit, and the frame
 * after that is painted before the next task (the web fonts wait for it, app/fonts.ts).
 */
function RenderedSignal() {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(markAppRendered, 0));
  }, []);
  return null;
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing the #root element.");
// A prerendered page's content, kept for the page to show while its data loads.
capturePrerenderedPage(container);
const root = createRoot(container);

if (clientEnv.ok) {
  // Convex's client now, or when the visitor engages (lib/deferredConvex/startBackend.ts).
  startBackend(clientEnv.env.VITE_CONVEX_URL, pageNeedsBackend(window.location.pathname));
  // #root may hold the prerendered home screen (index.html): the first render replaces it, so
  // it waits for the page's code rather than swapping a finished screen for a loading one. The
  // render is a transition, so React yields to the browser while it works (a phone stays
  // responsive to a tap on the prerendered screen's links).
  void preloadPage(window.location.pathname).then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <RenderedSignal />
          <AppProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      ),
    ),
  );
} else {
  root.render(
    <StrictMode>
      <RenderedSignal />
      <AppTheme>
        <ConfigErrorScreen problems={clientEnv.problems} />
      </AppTheme>
    </StrictMode>,
  );
}

// The stylesheets the first paint needs (the production build makes them render-blocking links
// in index.html; scripts/vite/radixCss.ts trims Radix Themes to what src/ uses).
import "@radix-ui/themes/styles.css";
import "./app/fonts.css";
import "./app/theme.css";
import { loadFirstViewFonts } from "./app/fonts";
import { startPreloads } from "./app/startPreloads";
import { afterFirstPaint } from "./lib/afterFirstPaint";

// The page is painted first (index.html holds the prerendered home screen, or the header on
// other pages), then the web fonts and the app's code download and the app starts: fetching or
// evaluating them before that would hold the first paint back on a slow phone.
void afterFirstPaint()
  .then(() => {
    loadFirstViewFonts();
    return startPreloads(window.location.pathname);
  })
  .then(() => import("./boot"));

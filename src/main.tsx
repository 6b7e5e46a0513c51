// The stylesheets the first paint needs (the production build makes them render-blocking links
// in index.html; scripts/vite/radixCss.ts trims Radix Themes to what src/ uses).
import "@radix-ui/themes/styles.css";
import "./app/fonts.css";
import "./app/theme.css";
import { loadFirstViewFonts } from "./app/fonts";
import { startPreloads } from "./app/startPreloads";
import { afterFirstPaint } from "./lib/afterFirstPaint";
import { nextTask } from "./lib/nextTask";

// The page is painted first (index.html holds the prerendered home screen, or the header on
// other pages), then the web fonts and the app's code download and the app starts: fetching or
// evaluating them before that would hold the first paint back on a slow phone.
void afterFirstPaint()
  .then(async () => {
    const preloads = startPreloads(window.location.pathname);
    // The fonts in a task of their own: declaring them costs a few milliseconds of a phone's main
    // thread, which together with the preloads made a long task.
    await nextTask();
    loadFirstViewFonts();
    await preloads;
  })
  // The libraries' set-up, then the app's, each in a task of its own (app/warmStartup.ts).
  .then(() => import("./app/warmStartup"))
  .then(nextTask)
  .then(() => import("./boot"));

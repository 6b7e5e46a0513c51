// The stylesheets the first paint needs (the production build makes them render-blocking links
// in index.html; scripts/vite/radixCss.ts trims Radix Themes to what src/ uses).
import "@radix-ui/themes/styles.css";
import "./app/fonts.css";
import "./app/theme.css";
import { afterFirstPaint } from "./lib/afterFirstPaint";

// The page is painted first (index.html holds the prerendered home screen, or the header on
// other pages), then the app starts: evaluating it before that would hold the first paint back
// on a slow phone. Its code downloads meanwhile (modulepreload links, scripts/vite).
void afterFirstPaint().then(() => import("./boot"));

import { renderToStaticMarkup } from "react-dom/server";
import { Theme } from "@radix-ui/themes";
import { SharedHero } from "@/features/shareLinks/components/SharedHero";
import { SHARED_SLOTS } from "../../../shared/sharedFirstScreen";
import { THEME_SETTINGS } from "../themeSettings";
import { PRERENDERED_PAGE_ATTRIBUTE } from "./prerenderedPage";

/**
 * A public share page's first screen with slots for the share's words, visual and address, as
 * the #root of the built SHARED_PAGE_FILE (scripts/vite/prerenderShellPlugin.ts). The server of
 * /shared/{id} fills them (shared/sharedFirstScreen.ts); the live page keeps these elements on
 * screen until the share has loaded (SharedPage, prerenderedPage.tsx). No header or footer: a
 * share page is a presentation, outside the app's layout. The content is inert and hidden from
 * assistive technology, like every prerendered copy.
 */
export function renderSharedShell(): string {
  const html = renderToStaticMarkup(
    <Theme appearance="light" {...THEME_SETTINGS} data-prerendered={SHARED_SLOTS.path}>
      <div
        {...{ [PRERENDERED_PAGE_ATTRIBUTE]: SHARED_SLOTS.path }}
        inert
        aria-hidden="true"
        style={{ display: "contents" }}
      >
        <main className="shared-page">
          <SharedHero
            hero={{
              eyebrow: SHARED_SLOTS.eyebrow,
              line: SHARED_SLOTS.line,
              headline: SHARED_SLOTS.headline,
              image: SHARED_SLOTS.image,
            }}
          />
        </main>
      </div>
    </Theme>,
  );
  // React puts a preload of a high-priority image before the markup; the server preloads the
  // share's visual from the head instead (and a share without one preloads nothing).
  return html.replace(/^<link rel="preload" as="image"[^>]*>/, "");
}

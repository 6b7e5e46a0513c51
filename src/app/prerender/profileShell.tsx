import { renderToStaticMarkup } from "react-dom/server";
import { PageContainer } from "@/components/layout/PageContainer";
import { AllLegendsLink } from "@/features/legends/components/profile/AllLegendsLink";
import { LegendIdeasPlaceholder } from "@/features/legends/components/profile/LegendIdeasPlaceholder";
import { LegendProfileView } from "@/features/legends/components/profile/LegendProfileView";
import type { Legend } from "@/features/legends/lib/types";
import { SITE } from "@/config/site";
import { toLegendDto } from "../../../convex/legends/model";
import { seededRoster } from "../../../convex/legends/roster/roster";
import { ROUTES } from "../../../shared/constants";
import { PRERENDERED_PAGE_ATTRIBUTE } from "./prerenderedPage";
import { ShellFrame } from "./ShellFrame";

export type ProfileShell = { slug: string; path: string; title: string; html: string };

const nothing = () => {};
const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Radix's Avatar shows its image only once the browser has loaded it, so on the server it renders
 * an empty placeholder. The prerendered profile shows the portrait itself: it is the page's
 * largest element, and the browser can paint it before any JavaScript has run. The live Avatar
 * finds the file in the browser's cache and renders the same <img> in its place.
 */
function withPortrait(html: string, legend: Legend): string {
  const placeholder = '<span class="rt-AvatarFallback"></span>';
  const at = html.indexOf(placeholder);
  if (!legend.headshot || at < 0) return html;
  const image = `<img class="rt-AvatarImage" src="${attribute(legend.headshot)}" alt="${attribute(`${legend.name}: illustrated portrait`)}">`;
  return html.slice(0, at) + image + html.slice(at + placeholder.length);
}

/**
 * A legend's profile as the app shows it to someone whose session is still being checked, as
 * static HTML (scripts/vite/prerenderShellPlugin.ts writes one page per public legend). A phone
 * paints the portrait and the profile's text with the CSS, before the JavaScript arrives; while
 * the live page waits for the legend's data it keeps showing this copy (prerenderedPage.tsx).
 * The roster is the seed's (convex/legends/roster), the same words the backend serves.
 */
export function renderProfileShell(legend: Legend): ProfileShell {
  const path = ROUTES.legend(legend.slug);
  const html = renderToStaticMarkup(
    <ShellFrame path={path}>
      <PageContainer py={{ initial: "6", sm: "8" }}>
        <div
          {...{ [PRERENDERED_PAGE_ATTRIBUTE]: path }}
          inert
          aria-hidden="true"
          style={{ display: "contents" }}
        >
          <AllLegendsLink />
          <LegendProfileView
            legend={legend}
            ideas={
              <LegendIdeasPlaceholder name={legend.name} viewer="loading" onSignIn={nothing} />
            }
          />
        </div>
      </PageContainer>
    </ShellFrame>,
  );
  return {
    slug: legend.slug,
    path,
    title: `${legend.name} · ${SITE.name}`,
    html: withPortrait(html, legend),
  };
}

/** Every public legend's profile (private personas are only shown to those who have them). */
export function renderProfileShells(): ProfileShell[] {
  return seededRoster()
    .filter((legend) => legend.isActive)
    .map((fields) =>
      renderProfileShell(
        toLegendDto(
          { ...fields, _id: fields.slug as never, _creationTime: 0 },
          { isActivated: false, locked: false },
        ),
      ),
    );
}

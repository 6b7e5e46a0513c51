import { renderToStaticMarkup } from "react-dom/server";
import { Separator } from "@radix-ui/themes";
import { PageContainer } from "@/components/layout/PageContainer";
import { IdeasCountLine } from "@/features/ideas/components/IdeasCountBanner";
import { ShellFrame } from "./ShellFrame";
import { HomeHero } from "../routes/home/HomeHero";
import { HOW_IT_WORKS_PLACEHOLDER, SectionPlaceholder } from "../routes/home/SectionPlaceholder";

const nothing = () => {};

/**
 * The home page's first screen as the app renders it while the session is being checked, as
 * static HTML for index.html (scripts/vite/prerenderShellPlugin.ts). A phone paints it with the
 * CSS, seconds before the JavaScript has arrived and run; the app then replaces it in one commit
 * with the same screen, live (src/boot.tsx waits for the page's code so nothing blinks).
 * Its content is inert: nothing in it looks clickable-but-dead to a pointer or a screen reader.
 */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <ShellFrame path="/">
      {/* Hidden from the accessibility tree as well: a screen reader (or a test) finds the
              live hero that replaces it, never this copy. */}
      <div inert aria-hidden="true" style={{ display: "contents" }}>
        <PageContainer>
          <HomeHero
            onIntent={nothing}
            onQuickStart={nothing}
            onStrategist={nothing}
            onBrief={nothing}
            onIdea={nothing}
            banner={<IdeasCountLine count={{ status: "loading" }} showJoin={false} />}
          />
          <Separator size="4" />
          <SectionPlaceholder {...HOW_IT_WORKS_PLACEHOLDER} />
        </PageContainer>
      </div>
    </ShellFrame>,
  );
}

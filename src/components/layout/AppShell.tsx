import type { MouseEvent, ReactNode } from "react";
import { Box, Flex } from "@radix-ui/themes";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader, type SiteHeaderSlots } from "./SiteHeader";

const MAIN_ID = "main-content";

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus ourselves instead of changing the URL hash, which the router would treat as a navigation.
  event.preventDefault();
  // focus() also scrolls the landmark into view.
  document.getElementById(MAIN_ID)?.focus();
}

/** Header, main landmark and footer around every page, including while a page loads. */
export function AppShell({ children, ...slots }: { children: ReactNode } & SiteHeaderSlots) {
  return <AppShellFrame header={<SiteHeader {...slots} />}>{children}</AppShellFrame>;
}

/** The page frame with its header passed in (the prerendered first screen passes a static one). */
export function AppShellFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh">
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      {header}
      <Box asChild flexGrow="1">
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </Box>
      <SiteFooter />
    </Flex>
  );
}

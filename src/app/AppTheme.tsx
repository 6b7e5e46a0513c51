import "@radix-ui/themes/styles.css";
import "./fonts.css";
import "./theme.css";

import type { ReactNode } from "react";
import { Theme } from "@radix-ui/themes";
import { LazyToaster } from "@/components/feedback/LazyToaster";
import { useSystemAppearance } from "./useSystemAppearance";

/**
 * The look of the whole app: one accent, one gray, the system's light or dark
 * appearance, and the toast outlet. Needs no backend, so tests and the
 * configuration-error screen can use it on its own.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const appearance = useSystemAppearance();
  return (
    <Theme
      appearance={appearance}
      accentColor="ruby"
      grayColor="sand"
      radius="medium"
      scaling="100%"
      panelBackground="solid"
    >
      {children}
      <LazyToaster
        theme={appearance}
        position="bottom-right"
        closeButton
        toastOptions={{ className: "app-toast" }}
      />
    </Theme>
  );
}

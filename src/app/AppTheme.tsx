import type { ReactNode } from "react";
import { Theme } from "@radix-ui/themes";
import { LazyToaster } from "@/components/feedback/LazyToaster";
import { THEME_SETTINGS } from "./themeSettings";
import { useSystemAppearance } from "./useSystemAppearance";

/**
 * The look of the whole app: one accent, one gray, the system's light or dark
 * appearance, and the toast outlet. Needs no backend, so tests and the
 * configuration-error screen can use it on its own.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const appearance = useSystemAppearance();
  return (
    <Theme appearance={appearance} {...THEME_SETTINGS}>
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

import type { ComponentProps } from "react";
import type { Theme } from "@radix-ui/themes";

/** The app's one look (AppTheme), also used by the prerendered first screen (src/app/prerender). */
export const THEME_SETTINGS = {
  accentColor: "ruby",
  grayColor: "sand",
  radius: "medium",
  scaling: "100%",
  panelBackground: "solid",
} as const satisfies ComponentProps<typeof Theme>;

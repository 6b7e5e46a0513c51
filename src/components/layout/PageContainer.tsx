import type { ComponentProps } from "react";
import { Container } from "@radix-ui/themes";

/**
 * The page grid: same width and side gutters as the header and footer, so
 * every page's left edge lines up with the wordmark.
 */
export function PageContainer(props: Omit<ComponentProps<typeof Container>, "size" | "px">) {
  return <Container size="4" px={{ initial: "5", sm: "6" }} {...props} />;
}

/**
 * A ref for a Radix Themes <Table.Root>: the table scrolls sideways inside its own viewport when
 * it is wider than the screen, and a keyboard user can only scroll what can take focus (WCAG
 * 2.1.1; axe's scrollable-region-focusable). Tables whose rows hold no button or link need this.
 */
export function focusableTableScroll(root: HTMLDivElement | null) {
  const viewport = root?.querySelector<HTMLElement>("[data-radix-scroll-area-viewport]");
  if (viewport && !viewport.hasAttribute("tabindex")) viewport.tabIndex = 0;
}

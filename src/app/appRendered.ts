/**
 * The app's first render is on screen (boot.tsx says so): until then the page shows what the
 * HTML carried, and the web fonts wait for this (fonts.ts).
 */
let settle: () => void = () => {};
export const appRendered: Promise<void> = new Promise((resolve) => {
  settle = resolve;
});

export function markAppRendered(): void {
  settle();
}

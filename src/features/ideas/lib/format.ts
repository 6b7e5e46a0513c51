/** "12 Mar 2026" for an idea's date in lists. */
export function ideaDate(createdAt: number): string {
  return new Date(createdAt).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** Where a brief opens on the home page (the brief and its ideas). */
export function briefHref(briefId: string): string {
  return `/?briefId=${encodeURIComponent(briefId)}`;
}

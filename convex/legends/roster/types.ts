import type { LegendFields } from "../schema";

/**
 * One roster entry as the roster files write it. The seed derives the rest: `headshot` from the
 * slug, `sortOrder` from ./roster.ts ROSTER_ORDER, `disclaimer` and `isActive` from `kind`.
 * `testimonial` is admin-entered content and is never seeded.
 */
export type RosterEntry = Omit<
  LegendFields,
  "testimonial" | "headshot" | "sortOrder" | "disclaimer" | "isActive"
> & {
  /**
   * "inspired": an AI persona inspired by a real person's public work (public roster).
   * "house": a private persona that is nobody in particular (inactive; granted per user).
   */
  kind: "inspired" | "house";
};

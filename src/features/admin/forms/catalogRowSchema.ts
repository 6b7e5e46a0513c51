import * as z from "zod/mini";
import { PLACEHOLDER_PRICE_ID } from "../../../../shared/constants";

export const PRICE_ID_PATTERN = /^price_[A-Za-z0-9]+$/;
export const PRICE_ID_FORMAT_MESSAGE = "Use a Stripe price id, such as price_1Pq2Rs3Tu…";
export const PRICE_ID_PLACEHOLDER_MESSAGE = `${PLACEHOLDER_PRICE_ID} is a placeholder, not a real price`;

/**
 * One plan or pack on /admin: its Stripe price id (empty = none; spec 5 lists no plan with the
 * placeholder). Only checks already in the start-up bundle's zod core are used here: a new one
 * would grow it for every visitor; the Active switch needs no check.
 */
export const catalogRowSchema = z.object({
  stripePriceId: z.string().check(
    z.trim(),
    z.refine((value) => value !== PLACEHOLDER_PRICE_ID, { error: PRICE_ID_PLACEHOLDER_MESSAGE }),
    z.refine((value) => value === "" || PRICE_ID_PATTERN.test(value), {
      error: PRICE_ID_FORMAT_MESSAGE,
    }),
  ),
});

/** The form's values; `isActive` is the switch, needing no check (kept by the form's raw mode). */
export type CatalogRowValues = z.infer<typeof catalogRowSchema> & { isActive: boolean };

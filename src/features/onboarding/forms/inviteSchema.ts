import * as z from "zod/mini";
import { validationMessages } from "../../../../shared/errors";

/** Spec 5, invite email: required, then a valid address, each with the spec's own words. */
export const inviteSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: validationMessages.invite.emailRequired }),
      z.email({ error: validationMessages.invite.emailInvalid }),
    ),
});

export type InviteValues = z.infer<typeof inviteSchema>;

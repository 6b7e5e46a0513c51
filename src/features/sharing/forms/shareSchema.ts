import * as z from "zod/mini";
import { BRIEF_ROLES } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";

/** 'Share with a colleague': the spec's invite email rules (section 5) and a role. */
export const shareSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: validationMessages.invite.emailRequired }),
      z.email({ error: validationMessages.invite.emailInvalid }),
    ),
  role: z.enum(BRIEF_ROLES),
});

export type ShareValues = z.infer<typeof shareSchema>;

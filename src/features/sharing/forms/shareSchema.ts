import * as z from "zod/mini";
import { BRIEF_ROLES } from "../../../../shared/constants";
import { inviteEmailSchema } from "../../../../shared/schemas/invite";

/** 'Share with a colleague': the spec's invite email (section 5), as the server reads it, and a role. */
export const shareSchema = z.object({
  email: inviteEmailSchema,
  role: z.enum(BRIEF_ROLES),
});

export type ShareValues = z.infer<typeof shareSchema>;

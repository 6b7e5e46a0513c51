import * as z from "zod/mini";
import { inviteEmailSchema } from "../../../../shared/schemas/invite";

/** Spec 5, invite email: required, then a valid address, each with the spec's own words. */
export const inviteSchema = z.object({ email: inviteEmailSchema });

export type InviteValues = z.infer<typeof inviteSchema>;

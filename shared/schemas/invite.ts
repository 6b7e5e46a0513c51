/**
 * The invite form's email (spec 5: 'Please enter an email address' when blank, 'Please enter a
 * valid email address' when malformed), shared by the form and POST /api/send-invite. Trimmed;
 * the server lowercases it before storing.
 */
import * as z from "zod/mini";
import { validationMessages } from "../errors";

const texts = validationMessages.invite;

export const inviteEmailSchema = z.pipe(
  z
    .string({ error: texts.emailRequired })
    .check(z.trim(), z.minLength(1, { error: texts.emailRequired })),
  z.email({ error: texts.emailInvalid }),
);

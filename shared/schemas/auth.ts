/**
 * Account forms (spec section 5): the sign-in dialog's sign-up tab, the /register page, sign-in,
 * email codes and password reset. Shared by the forms (react-hook-form + zodResolver) and the
 * server's checks, so the wording of every message is the spec's, from shared/errors.ts.
 *
 * Written with zod/mini, like src/config/env.ts: the browser's start-up bundle already carries
 * zod's core for that file, and mini schemas only add the checks they use.
 */
import * as z from "zod/mini";
import { AUTH_CODE_LENGTH, FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { validationMessages } from "../errors";

const dialogTexts = validationMessages.signUp;
const pageTexts = validationMessages.signUpPage;

/** A trimmed string, at least `min` characters long. */
function trimmed(min: number, message: string) {
  return z.string().check(z.trim(), z.minLength(min, { error: message }));
}

/** A trimmed email; one message for blank and malformed. */
function email(message: string) {
  return z.pipe(z.string().check(z.trim()), z.email({ error: message }));
}

function password(min: number, message: string) {
  return z.string().check(z.minLength(min, { error: message }));
}

/** Confirm must repeat the password; the message sits on the confirm field. */
function matchingConfirm(message: string) {
  return z.refine<{ password: string; confirmPassword: string }>(
    (values) => values.password === values.confirmPassword,
    { path: ["confirmPassword"], error: message },
  );
}

/** The sign-in dialog's Sign Up tab. */
export const dialogSignUpSchema = z
  .object({
    fullName: trimmed(FULL_NAME_MIN_LENGTH, dialogTexts.fullName),
    email: email(dialogTexts.email),
    password: password(PASSWORD_MIN_LENGTH, dialogTexts.passwordMin),
    confirmPassword: z.string(),
  })
  .check(matchingConfirm(dialogTexts.passwordsMismatch));

/** The /register page: separate messages for missing and malformed values. */
export const pageSignUpSchema = z
  .object({
    fullName: trimmed(1, pageTexts.fullNameRequired),
    email: z.pipe(trimmed(1, pageTexts.emailRequired), z.email({ error: pageTexts.emailInvalid })),
    password: z
      .string()
      .check(
        z.minLength(1, { error: pageTexts.passwordRequired }),
        z.minLength(PASSWORD_MIN_LENGTH, { error: pageTexts.passwordMin }),
      ),
    confirmPassword: z.string(),
  })
  .check(matchingConfirm(pageTexts.passwordsMismatch));

export type SignUpValues = z.output<typeof dialogSignUpSchema>;

export const signInSchema = z.object({
  email: email(validationMessages.signIn.email),
  password: password(1, validationMessages.signIn.passwordRequired),
});
export type SignInValues = z.output<typeof signInSchema>;

/** Texts of the code and reset forms; the spec words none of them. */
export const authCodeMessages = {
  code: `Enter the ${AUTH_CODE_LENGTH}-digit code from the email`,
} as const;

/** An emailed one-time code: digits only; spaces and dashes people paste are dropped. */
export const authCode = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/[\s-]/g, "")),
  ),
  z
    .string()
    .check(z.regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), { error: authCodeMessages.code })),
);

export const verifyCodeSchema = z.object({ code: authCode });
export type VerifyCodeValues = z.output<typeof verifyCodeSchema>;

export const resetRequestSchema = z.object({ email: email(pageTexts.emailInvalid) });
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

export const resetFinishSchema = z
  .object({
    code: authCode,
    password: password(PASSWORD_MIN_LENGTH, dialogTexts.passwordMin),
    confirmPassword: z.string(),
  })
  .check(matchingConfirm(dialogTexts.passwordsMismatch));
export type ResetFinishValues = z.output<typeof resetFinishSchema>;

/**
 * Sign-up sends first and last name split at the first space (spec 3, User):
 * "Mary Wells Lawrence" → "Mary" + "Wells Lawrence"; a single word has an empty last name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

import type { FunctionReference } from "convex/server";
import { internal } from "../_generated/api";
import { mailOutboxEnabled, resendConfig } from "../lib/env";
import type { OutgoingEmail } from "./model";
import { sendWithResend } from "./resend";

/** Anything that can run an internal mutation: an action, or auth's action ctx. */
type RunsMutations = {
  runMutation: <M extends FunctionReference<"mutation", "internal">>(
    mutation: M,
    args: M["_args"],
  ) => Promise<M["_returnType"]>;
};

/**
 * Delivers an email through Resend when it is configured, else keeps it in the development
 * outbox when that is on (MAIL_OUTBOX=local). With neither, the deployment cannot send mail:
 * a configuration error, so it fails loudly.
 */
export async function sendEmail(ctx: RunsMutations, email: OutgoingEmail): Promise<void> {
  const resend = resendConfig();
  if (resend) {
    await sendWithResend(resend, email);
    return;
  }
  if (mailOutboxEnabled()) {
    await ctx.runMutation(internal.mail.outbox.record, {
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.code ? { code: email.code } : {}),
    });
    return;
  }
  throw new Error(
    "No email delivery is configured: set AUTH_RESEND_KEY (and AUTH_EMAIL_FROM), or MAIL_OUTBOX=local for development.",
  );
}

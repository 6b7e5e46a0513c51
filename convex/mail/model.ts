/**
 * What the emails say. Plain text plus a small HTML version; the code is the point, so it is
 * large and first.
 */

export type CodeEmailKind = "verify" | "reset";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
};

const COPY: Record<CodeEmailKind, { subject: string; lead: string; ignore: string }> = {
  verify: {
    subject: "Your Legendary verification code",
    lead: "Enter this code to verify your email and finish creating your Legendary account:",
    ignore: "If you didn't create an account, you can ignore this email.",
  },
  reset: {
    subject: "Your Legendary password reset code",
    lead: "Enter this code to choose a new password for your Legendary account:",
    ignore: "If you didn't ask to reset your password, you can ignore this email; nothing changes.",
  },
};

export function codeEmail(
  kind: CodeEmailKind,
  to: string,
  code: string,
  minutesValid: number,
): OutgoingEmail {
  const copy = COPY[kind];
  const expiry = `The code expires in ${minutesValid} minutes and works once.`;
  return {
    to,
    subject: copy.subject,
    code,
    text: [copy.lead, "", code, "", expiry, copy.ignore, "", "— Legendary"].join("\n"),
    html: [
      `<p>${copy.lead}</p>`,
      `<p style="font-size:28px;font-weight:600;letter-spacing:4px;font-family:monospace">${code}</p>`,
      `<p>${expiry}<br>${copy.ignore}</p>`,
      "<p>— Legendary</p>",
    ].join(""),
  };
}

import type { OutgoingEmail } from "../mail/model";
import { INVITE_TTL_MS, type BriefRole } from "../../shared/constants";

/**
 * The invitation email, in plain words: who invites, to what, with which role, and how to
 * accept. Names and titles are the users' own text, so the HTML version escapes them and the
 * subject drops line breaks (a title cannot add headers or markup).
 */

export type InviteEmailInput = {
  to: string;
  link: string;
  inviterName: string;
  /** null for an invite to the product itself (the onboarding tour). */
  briefTitle: string | null;
  role: BriefRole | null;
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** One line, at most 120 characters: for the subject and names inside sentences. */
function oneLine(text: string): string {
  const line = text.replace(/[\r\n\t]+/g, " ").trim();
  return line.length <= 120 ? line : `${line.slice(0, 119)}…`;
}

const ROLE_WORDS: Record<BriefRole, string> = {
  viewer: "view it",
  editor: "view and edit it (including generating ideas and visuals)",
};

export function inviteEmail(input: InviteEmailInput): OutgoingEmail {
  const inviter = oneLine(input.inviterName);
  const title = input.briefTitle === null ? null : oneLine(input.briefTitle);
  const days = Math.round(INVITE_TTL_MS / (24 * 60 * 60 * 1000));
  const subject =
    title === null
      ? `${inviter} invited you to Legendary`
      : `${inviter} shared the brief "${title}" with you on Legendary`;
  const lead =
    title === null
      ? `${inviter} invited you to Legendary, where creative legends help turn a brief into campaign ideas.`
      : `${inviter} shared the creative brief "${title}" with you on Legendary. You can ${ROLE_WORDS[input.role ?? "viewer"]}.`;
  const how = `Open the link below and sign in, or create an account, with this email address (${input.to}).`;
  const expiry = `The link works once and expires in ${days} days.`;
  const ignore = "If you weren't expecting this, you can ignore this email.";
  return {
    to: input.to,
    subject,
    text: [lead, "", how, "", input.link, "", expiry, ignore, "", "— Legendary"].join("\n"),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${title === null ? "Join Legendary" : "Open the brief"}</a></p>`,
      `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
      "<p>— Legendary</p>",
    ].join(""),
  };
}

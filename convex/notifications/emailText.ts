import type { OutgoingEmail } from "../mail/model";
import type { NotificationKind, ReviewStatus } from "../../shared/review";

/**
 * A notification as an email: who did what on which item, the words, and a link to the thread.
 * Names, titles and comments are people's own text: the HTML escapes them and the subject keeps
 * them on one short line, so no comment can add markup or headers.
 */

export type NotificationEmailInput = {
  to: string;
  kind: NotificationKind;
  actorName: string;
  title: string;
  excerpt: string;
  /** A review decision's outcome; absent on other kinds and on decisions stored before it. */
  decision?: Extract<ReviewStatus, "approved" | "changes_requested"> | null;
  link: string;
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function oneLine(text: string, max = 80): string {
  const line = text.replace(/[\r\n\t]+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

type Lead = (actor: string, title: string, decision: NotificationEmailInput["decision"]) => string;

/** In the review controls' words: "approved", "requested changes" (reviews' REVIEW_TEXT). */
const LEADS: Record<NotificationKind, Lead> = {
  mention: (actor, title) => `${actor} mentioned you on "${title}"`,
  reply: (actor, title) => `${actor} replied to your comment on "${title}"`,
  review_request: (actor, title) => `${actor} asked you to review "${title}"`,
  review_decision: (actor, title, decision) =>
    decision === "approved"
      ? `${actor} approved "${title}"`
      : decision === "changes_requested"
        ? `${actor} requested changes on "${title}"`
        : `${actor} reviewed "${title}"`,
};

export function notificationEmail(input: NotificationEmailInput): OutgoingEmail {
  const lead = LEADS[input.kind](
    oneLine(input.actorName, 60),
    oneLine(input.title),
    input.decision,
  );
  // A decision's excerpt is the reviewer's note (the review form's "Note (optional)").
  const isNote = input.kind === "review_decision" && input.decision != null;
  const label = isNote ? "Note: " : "";
  const quote = input.excerpt === "" ? [] : [`${label}"${input.excerpt}"`, ""];
  const footer =
    "You get these emails for activity on briefs you work on. Turn them off in Legendary's notification settings.";
  return {
    to: input.to,
    subject: lead,
    text: [`${lead}.`, "", ...quote, input.link, "", footer, "", "— Legendary"].join("\n"),
    html: [
      `<p>${escapeHtml(lead)}.</p>`,
      input.excerpt === "" || !isNote ? "" : "<p>Note:</p>",
      input.excerpt === "" ? "" : `<blockquote>${escapeHtml(input.excerpt)}</blockquote>`,
      `<p><a href="${escapeHtml(input.link)}">Open it in Legendary</a></p>`,
      `<p>${escapeHtml(footer)}</p>`,
      "<p>— Legendary</p>",
    ].join(""),
  };
}

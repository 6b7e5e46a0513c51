import { COMMENT_LIMITS } from "../../../../shared/review";

export const COMMENTS_TEXT = {
  panelTitle: "Comments",
  empty: "No comments yet. Start the conversation below.",
  placeholder: "Write a comment… Type @ to mention someone.",
  replyPlaceholder: "Reply…",
  post: "Comment",
  reply: "Reply",
  save: "Save",
  cancel: "Cancel",
  edit: "Edit",
  delete: "Delete",
  resolve: "Resolve",
  reopen: "Reopen",
  resolved: "Resolved",
  edited: "edited",
  loadFailed: "Comments could not be loaded.",
  retry: "Try again",
  close: "Close comments",
  deleteConfirm: "Delete this comment?",
  deleteDescription: "Its words are removed for everyone. Replies stay.",
  mentionList: "Mention a member",
  countLabel: (count: number) =>
    count === 0 ? "Comments" : `${count} comment${count === 1 ? "" : "s"}`,
  counter: (length: number) =>
    `${length.toLocaleString("en-US")} / ${COMMENT_LIMITS.bodyMax.toLocaleString("en-US")}`,
  resolvedBy: (name: string, when: string) => `Resolved by ${name} · ${when}`,
  // Share-link comments.
  linkHeading: "Comments",
  yourName: "Your name",
  linkPlaceholder: "Write a comment for the team…",
  linkHelp: "Your name and comment are visible to the team that shared this page.",
} as const;

/** The counter shows from here on (near the limit). */
export const COUNTER_FROM = COMMENT_LIMITS.bodyMax - 200;

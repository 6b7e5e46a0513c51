/**
 * Client review (issue 41): comments on the work, approvals and notifications. The limits and the
 * texts both the server and the UI use, in one place (no React, no Convex server imports).
 */

/** What a comment may be attached to: a brief, an idea, a campaign page's ad, a deck slide. */
export const COMMENT_TARGET_TYPES = ["brief", "idea", "adLob", "slide"] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

/** What carries a review state. */
export const REVIEW_TARGET_TYPES = ["idea", "campaignPage", "deck"] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];

export const REVIEW_STATUSES = ["draft", "in_review", "approved", "changes_requested"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_ACTIONS = ["request", "approve", "request_changes"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const NOTIFICATION_KINDS = [
  "mention",
  "reply",
  "review_request",
  "review_decision",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const COMMENT_LIMITS = {
  bodyMax: 2_000,
  /** Comments (and edits) one account may post in a minute, across the product. */
  perUserPerMinute: 30,
  /** Live comments one target may hold; a thread shows at most this many. */
  perTarget: 500,
  /** Members an @mention may name in one comment. */
  mentionsMax: 20,
  /** A visitor's name on a share link's comment. */
  visitorNameMax: 60,
  /** Comments one share link may receive in a day, from all its visitors together. */
  perLinkPerDay: 200,
  /** Comments one visitor (browser key or address) may post through links in an hour. */
  perVisitorPerHour: 10,
  /** Counts per brief the cards read at once. */
  countsPerBrief: 2_000,
} as const;

export const REVIEW_LIMITS = {
  noteMax: 1_000,
  reviewersMax: 20,
  /** History rows a target shows (oldest first). */
  historyShown: 200,
  /** Rows 'Waiting for my review' shows. */
  waitingShown: 50,
} as const;

export const NOTIFICATION_LIMITS = {
  /** The newest notifications the inbox lists. */
  listed: 50,
  /** Unread notifications counted exactly; beyond, the bell shows "99+". */
  unreadCounted: 100,
  /** Notifications marked read by one 'Mark all read'. */
  markAllBatch: 200,
} as const;

export const reviewMessages = {
  commentEmpty: "Write a comment first.",
  commentTooLong: `Comments are at most ${COMMENT_LIMITS.bodyMax.toLocaleString("en-US")} characters.`,
  commentNotFound: "Comment not found.",
  commentDeleted: "Comment deleted",
  notYourComment: "You can only change your own comments.",
  cannotEditDeleted: "This comment was deleted.",
  resolveForbidden: "Only the owner and editors can resolve threads.",
  tooManyComments: "You're commenting very fast. Please wait a minute and try again.",
  targetFull: `This thread is full (${COMMENT_LIMITS.perTarget} comments). Start a new thread on another item.`,
  invalidTargetType: 'targetType must be "brief", "idea", "adLob" or "slide".',
  commentsOff: "Comments are turned off for this link",
  visitorNameEmpty: "Please enter your name.",
  visitorNameTooLong: `Names are at most ${COMMENT_LIMITS.visitorNameMax} characters.`,
  linkBudgetUsed: "This link has received too many comments today. Please try again tomorrow.",
  visitorBudgetUsed: "You've left several comments just now. Please wait a little and try again.",
  settingsForbidden: "Only the owner and editors can change this link's settings.",
  viaPublicLink: "via public link",
  reviewNotFound: "Nothing to review here.",
  invalidReviewTargetType: 'targetType must be "idea", "campaignPage" or "deck".',
  invalidAction: 'action must be "request", "approve" or "request_changes".',
  requestForbidden: "Only the owner and editors can request a review.",
  alreadyInReview: "A review is already in progress.",
  notInReview: "Request a review first.",
  noteTooLong: `Notes are at most ${REVIEW_LIMITS.noteMax.toLocaleString("en-US")} characters.`,
  reviewerNotMember: "Reviewers must be members of this brief.",
  tooManyReviewers: `Choose at most ${REVIEW_LIMITS.reviewersMax} reviewers.`,
  notificationNotFound: "Notification not found.",
} as const;

/** The query parameter that opens a thread's side panel: `?thread=<targetType>:<targetId>`. */
export const THREAD_PARAM = "thread";

export function threadParamValue(targetType: CommentTargetType, targetId: string): string {
  return `${targetType}:${targetId}`;
}

import { v, type Infer } from "convex/values";
import { commentTargetTypeValidator } from "./schema";

/** What the comment functions answer (DTOs, never raw documents). */

export const commentDtoValidator = v.object({
  id: v.id("comments"),
  targetType: commentTargetTypeValidator,
  targetId: v.string(),
  /** The thread's root for a reply; null for a root. */
  parentId: v.union(v.id("comments"), v.null()),
  /** Plain text as written (trimmed); "" once deleted. Render as text, never as HTML. */
  body: v.string(),
  author: v.object({
    /** 'Comment deleted' for a deleted root kept for its replies. */
    name: v.string(),
    userId: v.union(v.id("users"), v.null()),
    /** Written by a visitor of a share link ('via public link'). */
    viaPublicLink: v.boolean(),
  }),
  createdAt: v.number(),
  editedAt: v.union(v.number(), v.null()),
  deleted: v.boolean(),
  /** The thread's state (a reply answers its root's). */
  resolved: v.boolean(),
  resolvedBy: v.union(v.object({ name: v.string() }), v.null()),
  resolvedAt: v.union(v.number(), v.null()),
  mentions: v.array(v.object({ userId: v.id("users"), name: v.string() })),
  isMine: v.boolean(),
  canEdit: v.boolean(),
  canDelete: v.boolean(),
});
export type CommentDto = Infer<typeof commentDtoValidator>;

export const threadValidator = v.object({
  /** What the thread is about, for the panel's header: "Slide 3 · The problem", a headline. */
  subject: v.string(),
  comments: v.array(commentDtoValidator),
  /** Live comments on the target. */
  total: v.number(),
  /** Threads not resolved. */
  openThreads: v.number(),
  /** The caller may resolve and reopen threads (owner, editor). */
  canResolve: v.boolean(),
});

export const countsValidator = v.array(
  v.object({
    targetType: commentTargetTypeValidator,
    targetId: v.string(),
    count: v.number(),
    openThreads: v.number(),
  }),
);

/** A share link's thread as its visitors see it (./publicLink.ts). */
export const publicCommentValidator = v.object({
  id: v.id("comments"),
  parentId: v.union(v.id("comments"), v.null()),
  body: v.string(),
  author: v.object({ name: v.string(), viaPublicLink: v.boolean() }),
  createdAt: v.number(),
  deleted: v.boolean(),
  resolved: v.boolean(),
});
export type PublicCommentDto = Infer<typeof publicCommentValidator>;

export const linkThreadValidator = v.union(
  v.null(),
  v.object({
    allowComments: v.boolean(),
    /** The signed-in caller may turn comments on or off (owner, editor). */
    canChangeSettings: v.boolean(),
    comments: v.array(publicCommentValidator),
  }),
);

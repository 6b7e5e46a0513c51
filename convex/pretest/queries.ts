// CONTRACT STUB (issue 22): the backend helper replaces this file; signatures are the contract.
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { pretestDtoValidator } from "./validators";

/** Every pre-test of a brief's ideas, through the brief's door (owner, editor, viewer). */
export const forBrief = userQuery({
  args: { briefId: v.id("briefs") },
  returns: v.array(pretestDtoValidator),
  handler: async () => [],
});

/** One idea's pre-test, or null before its job was queued. */
export const forIdea = userQuery({
  args: { ideaId: v.id("ideas") },
  returns: v.union(pretestDtoValidator, v.null()),
  handler: async () => null,
});

import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { messages } from "../../../../shared/errors";
import type { AccessRole } from "../lib/roles";

export type BriefAccessView = {
  /** The caller's role on the brief on screen; null while unknown or without access. */
  role: AccessRole | null;
  /** Access ended while the brief was on screen (removed by the owner, or left). */
  lost: boolean;
  /** Why generating and saving are off for this person, or null when they may. */
  readOnlyReason: string | null;
  /** The brief is the caller's own (or a draft): work may start on its own, on their credits. */
  isOwner: boolean;
};

/** A draft is the caller's own. */
const DRAFT: BriefAccessView = { role: null, lost: false, readOnlyReason: null, isOwner: true };
/** Until the role is known nothing starts on its own, and nothing is refused yet either. */
const UNKNOWN: BriefAccessView = { role: null, lost: false, readOnlyReason: null, isOwner: false };

/**
 * The caller's access to a saved brief, live (sharing.queries.myAccess never throws): a removal
 * re-runs it at once, so the page flips to 'You no longer have access to this brief' without a
 * reload. Null brief id (unsaved brief, signed out): full access to one's own draft.
 */
export function useBriefAccess(briefId: string | null): BriefAccessView {
  const access = useLiveQuery(
    "myBriefAccess",
    api.sharing.queries.myAccess,
    briefId === null ? "skip" : { briefId },
  );
  if (briefId === null) return DRAFT;
  if (access.status !== "ready") return UNKNOWN;
  const { role } = access.data;
  if (role !== null) {
    return {
      role,
      lost: false,
      readOnlyReason: role === "viewer" ? messages.sharing.viewerCannotGenerate : null,
      isOwner: role === "owner",
    };
  }
  // "removed" covers a removal and leaving; "not_found" is a brief that was never shared with
  // this account (the open-brief path already says so).
  return {
    role: null,
    lost: access.data.reason === "removed",
    readOnlyReason: null,
    isOwner: false,
  };
}

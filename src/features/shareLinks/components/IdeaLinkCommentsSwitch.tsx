import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { AllowCommentsSwitch } from "./AllowCommentsSwitch";

/**
 * 'Allow comments' for an idea's own public link (the card's Share makes it), shown in the
 * idea's comment thread: the one place an owner or editor reads what the link's visitors say.
 * Nothing while the idea has no live link, or for viewers (the switch hides itself).
 */
export function IdeaLinkCommentsSwitch({ ideaId }: { ideaId: string }) {
  const live = useLiveQuery("shareLinkForTarget", api.shareLinks.queries.forTarget, { ideaId });
  if (live.status !== "ready" || live.data === null) return null;
  return <AllowCommentsSwitch shareId={live.data.shareId} />;
}

import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { browserKey } from "@/lib/browserKey";
import { api } from "../../../../convex/_generated/api";

/** The visitor's browser key for share-link comments (counts one browser; proves nothing). */
const VISITOR_KEY = "legendary.commentVisitor";

/** A share link's thread, live: turning comments off hides the box at once. */
export function useLinkThread(shareId: string) {
  const thread = useLiveQuery("linkThread", api.comments.linkFunctions.thread, { shareId });
  const postMutation = useMutation(api.comments.linkFunctions.post);
  const post = (name: string, body: string) =>
    postMutation({ shareId, name, body, clientKey: browserKey(VISITOR_KEY) });
  return { thread, post };
}

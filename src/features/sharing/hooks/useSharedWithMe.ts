import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/** Briefs other people shared with the caller, newest share first, live (a removal drops one). */
export function useSharedWithMe(signedIn: boolean) {
  return useLiveQuery("sharedWithMe", api.sharing.queries.sharedWithMe, signedIn ? {} : "skip");
}

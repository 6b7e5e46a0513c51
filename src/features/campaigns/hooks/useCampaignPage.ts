import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/**
 * A campaign page, live for everyone on its brief (a new ad, an edit, a reorder shows at once).
 * Signed-out visitors subscribe to nothing.
 */
export function useCampaignPage(campaignPageId: string, signedIn: boolean) {
  return useLiveQuery(
    "campaignPage",
    api.campaigns.queries.page,
    signedIn && campaignPageId !== "" ? { campaignPageId } : "skip",
  );
}

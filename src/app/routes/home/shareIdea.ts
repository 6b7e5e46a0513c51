import { toast } from "@/components/feedback/toast";
import { HOME_QUERY_PARAMS } from "../../../../shared/constants";
import { withFullStop } from "../../../../shared/ideaText";

type ShareableIdea = { campaignName: string; headline: string; briefId: string };

/**
 * Until campaign pages land (the sharing issue), sharing an idea hands over the link to its
 * brief, where colleagues invited to it see the idea and its collage: the system share sheet
 * where there is one, else the clipboard.
 */
export async function shareIdea(idea: ShareableIdea): Promise<void> {
  const url = new URL("/", window.location.origin);
  url.searchParams.set(HOME_QUERY_PARAMS.briefId, idea.briefId);
  const title = withFullStop(idea.campaignName);
  const text = withFullStop(idea.headline);
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title, text, url: url.href });
      return;
    }
    await navigator.clipboard.writeText(`${title} ${text}\n${url.href}`);
    toast.success("Link copied", {
      description: "Anyone invited to this brief can open the idea from it.",
    });
  } catch (error) {
    // Closing the share sheet is not a failure.
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast.error("Couldn't share this idea", { description: "Copy the page address instead." });
  }
}

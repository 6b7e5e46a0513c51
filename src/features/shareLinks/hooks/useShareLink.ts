import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { messages } from "../../../../shared/errors";
import { copyText } from "../lib/clipboard";
import { SHARE_TEXT } from "../lib/texts";

export type ShareTarget = { ideaId: string; campaignPageId?: string };

export type ShareLink = {
  /** Makes (or reuses) the target's public link and copies it; the URL, or null on failure. */
  share: (target: ShareTarget) => Promise<string | null>;
  /** Copies a link already made (Copy on a live link). */
  copy: (url: string) => Promise<void>;
  /** A link the clipboard refused, for ShareLinkFallbackDialog; null when none. */
  fallbackUrl: string | null;
  dismissFallback: () => void;
};

/**
 * Public share links from the app (issue 16): shareLinks.mutations.share, then the clipboard
 * and 'Link copied'; where the browser refuses the clipboard the URL is handed to a small dialog
 * with its own Copy button instead. Failures toast the spec's 'Failed to generate share link'.
 */
export function useShareLink(): ShareLink {
  const shareMutation = useMutation(api.shareLinks.mutations.share);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  const copy = useCallback(async (url: string) => {
    if (await copyText(url)) {
      toast.success(SHARE_TEXT.copied, { description: SHARE_TEXT.copiedDescription });
    } else {
      setFallbackUrl(url);
    }
  }, []);

  const share = useCallback(
    async (target: ShareTarget) => {
      let shareUrl: string;
      try {
        ({ shareUrl } = await shareMutation(target));
      } catch (error) {
        const description = userFacingMessage(error, "");
        toast.error(messages.share.linkFailed, description ? { description } : undefined);
        return null;
      }
      await copy(shareUrl);
      return shareUrl;
    },
    [shareMutation, copy],
  );

  return { share, copy, fallbackUrl, dismissFallback: useCallback(() => setFallbackUrl(null), []) };
}

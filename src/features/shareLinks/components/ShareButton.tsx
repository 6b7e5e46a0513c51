import { useState } from "react";
import { Button, Spinner } from "@radix-ui/themes";
import { Share1Icon } from "@radix-ui/react-icons";
import { useShareLink, type ShareTarget } from "../hooks/useShareLink";
import { SHARE_TEXT } from "../lib/texts";
import { ShareLinkFallbackDialog } from "./ShareLinkFallbackDialog";

/** 'Share': makes the target's public link and copies it ('Sharing…' meanwhile). */
export function ShareButton({
  ideaId,
  campaignPageId,
  disabled = false,
  size = "2",
}: ShareTarget & { disabled?: boolean; size?: "1" | "2" | "3" }) {
  const link = useShareLink();
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      await link.share({ ideaId, ...(campaignPageId === undefined ? {} : { campaignPageId }) });
    } finally {
      setSharing(false);
    }
  };
  return (
    <>
      <Button
        size={size}
        variant="soft"
        disabled={disabled || sharing}
        aria-busy={sharing || undefined}
        onClick={() => void share()}
      >
        {sharing ? <Spinner size="1" /> : <Share1Icon aria-hidden />}
        {sharing ? SHARE_TEXT.sharing : SHARE_TEXT.share}
      </Button>
      <ShareLinkFallbackDialog url={link.fallbackUrl} onClose={link.dismissFallback} />
    </>
  );
}

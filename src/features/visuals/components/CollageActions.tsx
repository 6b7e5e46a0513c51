import { useState, type ReactNode } from "react";
import { Button, Flex, Spinner } from "@radix-ui/themes";
import { ReloadIcon, Share1Icon } from "@radix-ui/react-icons";
import { CREDIT_COSTS } from "../../../../shared/constants";
import { shortCreditsLabel } from "../../../../shared/pricing";

/**
 * Regenerate and share (spec 2, 4 "Collage"). Regenerate says its price on the button (a new
 * collage is paid like the first) and shows its lock (up to 35 s or until
 * loading ends) as work in progress. Share is disabled while sharing or without images; it only
 * shows when the page gives it something to do.
 */
export function CollageActions({
  extra,
  canRegenerate,
  regenerateLocked,
  onRegenerate,
  hasImages,
  onShare,
}: {
  extra?: ReactNode;
  canRegenerate: boolean;
  regenerateLocked: boolean;
  onRegenerate: () => void;
  hasImages: boolean;
  onShare?: () => void | Promise<void>;
}) {
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    if (!onShare) return;
    setSharing(true);
    try {
      await onShare();
    } finally {
      setSharing(false);
    }
  };
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {extra}
      {canRegenerate ? (
        <Button
          size="2"
          variant="soft"
          color="gray"
          disabled={regenerateLocked}
          aria-busy={regenerateLocked || undefined}
          onClick={onRegenerate}
        >
          {regenerateLocked ? <Spinner size="1" /> : <ReloadIcon aria-hidden />}
          {regenerateLocked
            ? "Regenerating…"
            : `Regenerate · ${shortCreditsLabel(CREDIT_COSTS.thumbnails)}`}
        </Button>
      ) : null}
      {onShare ? (
        <Button
          size="2"
          variant="soft"
          disabled={sharing || !hasImages}
          aria-busy={sharing || undefined}
          onClick={() => void share()}
        >
          {sharing ? <Spinner size="1" /> : <Share1Icon aria-hidden />}
          {sharing ? "Sharing…" : "Share"}
        </Button>
      ) : null}
    </Flex>
  );
}

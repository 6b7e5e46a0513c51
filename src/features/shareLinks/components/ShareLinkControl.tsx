import { useState } from "react";
import { Badge, Button, Flex, Spinner, Text } from "@radix-ui/themes";
import { CopyIcon, LinkBreak2Icon } from "@radix-ui/react-icons";
import { useMutation } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { useShareLink, type ShareTarget } from "../hooks/useShareLink";
import { SHARE_TEXT } from "../lib/texts";
import { AllowCommentsSwitch } from "./AllowCommentsSwitch";
import { ShareButton } from "./ShareButton";
import { ShareLinkFallbackDialog } from "./ShareLinkFallbackDialog";
import "../shareLinks.css";

/**
 * The public link of an idea or its campaign page, live: 'Share' while there is none, else
 * 'Public link on' with the URL, Copy and, for the brief's owner or the link's maker,
 * 'Turn off link'.
 */
export function ShareLinkControl({ ideaId, campaignPageId }: ShareTarget) {
  const target = { ideaId, ...(campaignPageId === undefined ? {} : { campaignPageId }) };
  const live = useLiveQuery("shareLinkForTarget", api.shareLinks.queries.forTarget, target);
  const link = useShareLink();
  const disable = useMutation(api.shareLinks.mutations.disable);
  const [turningOff, setTurningOff] = useState(false);

  if (live.status !== "ready" || live.data === null) {
    return <ShareButton {...target} disabled={live.status === "loading"} />;
  }
  const { shareId, shareUrl, canDisable } = live.data;
  const turnOff = async () => {
    setTurningOff(true);
    try {
      await disable({ shareId });
      toast.success(SHARE_TEXT.turnedOff, { description: SHARE_TEXT.turnedOffDescription });
    } catch (error) {
      toast.error(SHARE_TEXT.turnOffFailed, { description: userFacingMessage(error) });
    } finally {
      setTurningOff(false);
    }
  };
  return (
    <Flex gap="2" align="center" wrap="wrap" className="share-link-control">
      <Badge color="green" variant="soft" size="2">
        {SHARE_TEXT.linkOn}
      </Badge>
      <Text size="2" color="gray" className="share-link-control__url" title={shareUrl}>
        {shareUrl}
      </Text>
      <Button size="2" variant="soft" onClick={() => void link.copy(shareUrl)}>
        <CopyIcon aria-hidden />
        {SHARE_TEXT.copy}
      </Button>
      {canDisable ? (
        <Button
          size="2"
          variant="soft"
          color="gray"
          disabled={turningOff}
          aria-busy={turningOff || undefined}
          onClick={() => void turnOff()}
        >
          {turningOff ? <Spinner size="1" /> : <LinkBreak2Icon aria-hidden />}
          {turningOff ? SHARE_TEXT.turningOff : SHARE_TEXT.turnOff}
        </Button>
      ) : null}
      <AllowCommentsSwitch shareId={shareId} />
      <ShareLinkFallbackDialog url={link.fallbackUrl} onClose={link.dismissFallback} />
    </Flex>
  );
}

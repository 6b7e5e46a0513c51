import { Button } from "@radix-ui/themes";
import { ChatBubbleIcon } from "@radix-ui/react-icons";
import { COMMENTS_TEXT } from "../lib/texts";

/** The comment count on a card (live from countsForBrief); opens the item's side panel. */
export function CommentCountButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <Button
      size="1"
      variant="soft"
      color="gray"
      onClick={onOpen}
      aria-label={COMMENTS_TEXT.countLabel(count)}
    >
      <ChatBubbleIcon aria-hidden />
      {count > 0 ? count : null}
    </Button>
  );
}

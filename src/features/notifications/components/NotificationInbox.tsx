import { useState } from "react";
import { Box, Button, Flex, Popover, ScrollArea, Text } from "@radix-ui/themes";
import { useNavigate } from "react-router-dom";
import { relativeTime } from "@/lib/relativeTime";
import {
  useNotificationActions,
  useNotificationList,
  useUnreadCount,
  type NotificationItem,
} from "../hooks/useNotifications";
import { bellCount, NOTIFICATION_TEXT } from "../lib/texts";
import { BellButton } from "./BellButton";

/**
 * The bell with its unread count, live ("99+" when capped), and the inbox in a popover (issue
 * 41): a click on an item marks it read and opens its thread. Its own chunk with the popover's
 * positioning and scroll code, which NotificationBell brings in once the person engages.
 */
export function NotificationInbox() {
  const unread = useUnreadCount();
  const shown = unread.status === "ready" ? bellCount(unread.data) : null;
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <BellButton shown={shown} />
      </Popover.Trigger>
      <Popover.Content width="360px" maxWidth="calc(100vw - 16px)" className="notification-popover">
        {open ? <Inbox onClose={() => setOpen(false)} hasUnread={shown !== null} /> : null}
      </Popover.Content>
    </Popover.Root>
  );
}

function Inbox({ onClose, hasUnread }: { onClose: () => void; hasUnread: boolean }) {
  const list = useNotificationList(true);
  const { markRead, markAllRead } = useNotificationActions();
  const navigate = useNavigate();

  const openItem = (item: NotificationItem) => {
    if (!item.read) void markRead({ notificationId: item.id }).catch(() => undefined);
    onClose();
    void navigate(item.path);
  };

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="2">
        <Text size="3" weight="medium">
          {NOTIFICATION_TEXT.title}
        </Text>
        {hasUnread ? (
          <Button
            size="1"
            variant="ghost"
            onClick={() => void markAllRead({}).catch(() => undefined)}
          >
            {NOTIFICATION_TEXT.markAll}
          </Button>
        ) : null}
      </Flex>
      {list.status === "loading" ? (
        <Text size="2" color="gray">
          …
        </Text>
      ) : list.status === "error" ? (
        <Text size="2" color="red" role="alert">
          {NOTIFICATION_TEXT.loadFailed}
        </Text>
      ) : list.data.length === 0 ? (
        <Text size="2" color="gray">
          {NOTIFICATION_TEXT.empty}
        </Text>
      ) : (
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 420 }}>
          <ul className="notification-list">
            {list.data.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="notification-item"
                  data-unread={item.read ? undefined : true}
                  onClick={() => openItem(item)}
                >
                  <Text as="div" size="2">
                    <Text weight="medium">{item.actorName}</Text>{" "}
                    {item.decision === null
                      ? NOTIFICATION_TEXT.kind[item.kind]
                      : NOTIFICATION_TEXT.decision[item.decision]}
                    {item.title ? ` · ${item.title}` : ""}
                  </Text>
                  {item.excerpt ? (
                    <Text as="div" size="2" color="gray" className="notification-excerpt">
                      {item.excerpt}
                    </Text>
                  ) : null}
                  <Box>
                    <Text size="1" color="gray">
                      {relativeTime(item.createdAt)}
                    </Text>
                  </Box>
                </button>
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
    </Flex>
  );
}

import { DropdownMenu, Text } from "@radix-ui/themes";
import { useSharedWithMe } from "../hooks/useSharedWithMe";
import { ROLE_LABELS } from "../lib/roles";

/** 'Shared with me' in the brief menu: each brief with its owner and the caller's role. */
export function SharedWithMeMenuItems({ onOpen }: { onOpen: (briefId: string) => void }) {
  const shared = useSharedWithMe(true);
  const list = shared.status === "ready" ? shared.data : [];
  return (
    <>
      <DropdownMenu.Separator />
      <DropdownMenu.Label>Shared with me</DropdownMenu.Label>
      {shared.status === "loading" ? (
        <DropdownMenu.Item disabled>Loading…</DropdownMenu.Item>
      ) : list.length === 0 ? (
        <DropdownMenu.Item disabled>Nothing shared with you yet</DropdownMenu.Item>
      ) : (
        list.map((brief) => (
          <DropdownMenu.Item
            key={brief.rootBriefId}
            onSelect={() => onOpen(brief.briefId)}
            className="brief-menu-item"
          >
            <Text truncate>{brief.title}</Text>
            <Text size="1" color="gray" className="brief-menu-meta">
              {brief.ownerName} · {ROLE_LABELS[brief.role].toLowerCase()}
            </Text>
          </DropdownMenu.Item>
        ))
      )}
    </>
  );
}

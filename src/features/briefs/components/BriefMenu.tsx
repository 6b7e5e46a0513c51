import type { ReactNode } from "react";
import { usePaginatedQuery } from "convex/react";
import { Button, DropdownMenu, Text } from "@radix-ui/themes";
import { ChevronDownIcon } from "@radix-ui/react-icons";
import { Link } from "react-router-dom";
import { api } from "../../../../convex/_generated/api";

/** The newest of the caller's briefs the menu lists; the rest are a click away in My ideas. */
const RECENT = 8;

/**
 * 'Your briefs' (the brief menu): the caller's latest briefs to reopen, and whatever the page
 * adds below them (the sharing feature's 'Shared with me').
 */
export function BriefMenu({
  onOpen,
  children,
}: {
  onOpen: (briefId: string) => void;
  children?: ReactNode;
}) {
  const briefs = usePaginatedQuery(api.briefs.queries.list, {}, { initialNumItems: RECENT });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray" size="2">
          Your briefs
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="brief-menu">
        <DropdownMenu.Label>Your briefs</DropdownMenu.Label>
        {briefs.status === "LoadingFirstPage" ? (
          <DropdownMenu.Item disabled>Loading…</DropdownMenu.Item>
        ) : briefs.results.length === 0 ? (
          <DropdownMenu.Item disabled>No saved briefs yet</DropdownMenu.Item>
        ) : (
          briefs.results.slice(0, RECENT).map((brief) => (
            <DropdownMenu.Item
              key={brief.id}
              onSelect={() => onOpen(brief.id)}
              className="brief-menu-item"
            >
              <Text truncate>{brief.title}</Text>
              {brief.version > 1 ? (
                <Text size="1" color="gray" className="brief-menu-meta">
                  v{brief.version}
                </Text>
              ) : null}
            </DropdownMenu.Item>
          ))
        )}
        {children}
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/my-ideas">All briefs and ideas</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

import "../sharing.css";
import { useState } from "react";
import { Avatar, Badge, Button, Flex, Text } from "@radix-ui/themes";
import { PersonIcon, Share2Icon } from "@radix-ui/react-icons";
import { initialsOf } from "@/lib/initials";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { AccessRole } from "../lib/roles";
import { ROLE_LABELS } from "../lib/roles";
import { ShareBriefDialog } from "./ShareBriefDialog";

const SHOWN = 4;

/**
 * Who has access to the saved brief on screen, under its title: their initials (the list opens
 * on click), 'Share' for the owner, the caller's role for a member.
 */
export function BriefSharingBar({
  briefId,
  briefTitle,
  role,
}: {
  briefId: string;
  briefTitle: string;
  role: AccessRole | null;
}) {
  const [open, setOpen] = useState(false);
  const members = useLiveQuery("briefMembers", api.sharing.queries.members, { briefId });
  if (role === null) return null;
  const people = members.status === "ready" ? members.data : [];
  const owner = people.find((person) => person.role === "owner");
  const isOwner = role === "owner";
  const names = people.map((person) => (person.isYou ? "You" : person.name)).join(", ");

  return (
    <Flex align="center" gap="3" wrap="wrap" className="brief-sharing">
      {people.length > 1 ? (
        <button
          type="button"
          className="sharing-avatars"
          onClick={() => setOpen(true)}
          aria-label={`People with access: ${names}`}
        >
          {people.slice(0, SHOWN).map((person) => (
            <Avatar
              key={person.userId}
              size="1"
              radius="full"
              variant={person.isYou ? "soft" : "solid"}
              color={person.isYou ? "gray" : undefined}
              fallback={initialsOf(person.name, person.email)}
            />
          ))}
          {people.length > SHOWN ? (
            <Avatar
              size="1"
              radius="full"
              variant="soft"
              color="gray"
              fallback={`+${people.length - SHOWN}`}
            />
          ) : null}
        </button>
      ) : null}
      {isOwner ? (
        <Button size="2" variant="soft" onClick={() => setOpen(true)}>
          <Share2Icon aria-hidden />
          Share
        </Button>
      ) : (
        <>
          <Badge color="gray" variant="soft">
            {ROLE_LABELS[role]}
          </Badge>
          {owner ? (
            <Text size="1" color="gray">
              Shared by {owner.name}
            </Text>
          ) : null}
          <Button size="1" variant="ghost" color="gray" onClick={() => setOpen(true)}>
            <PersonIcon aria-hidden />
            People
          </Button>
        </>
      )}
      <ShareBriefDialog
        open={open}
        onOpenChange={setOpen}
        briefId={briefId}
        briefTitle={briefTitle}
        isOwner={isOwner}
      />
    </Flex>
  );
}

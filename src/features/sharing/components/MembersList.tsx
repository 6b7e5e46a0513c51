import { useState } from "react";
import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import {
  Avatar,
  Button,
  Callout,
  Flex,
  IconButton,
  Select,
  Skeleton,
  Text,
} from "@radix-ui/themes";
import { ConfirmDialog } from "@/components/feedback/ConfirmDialog";
import { Cross2Icon } from "@radix-ui/react-icons";
import { initialsOf } from "@/lib/initials";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { BRIEF_ROLES, type BriefRole } from "../../../../shared/constants";
import { readAppError } from "../../../../shared/errors";
import { ROLE_LABELS } from "../lib/roles";

export type BriefMember = FunctionReturnType<typeof api.sharing.queries.members>[number];

/** Asks before an action that takes access away: it cannot be undone without a new invite. */
function ConfirmEnd({
  member,
  leaving,
  onConfirm,
}: {
  member: BriefMember;
  leaving: boolean;
  onConfirm: () => void;
}) {
  const title = leaving ? "Leave this brief?" : `Remove ${member.name}?`;
  const text = leaving
    ? "You lose access at once. The owner can invite you again."
    : `${member.name} loses access at once, also on a page they have open. You can invite them again.`;
  return (
    <ConfirmDialog
      trigger={
        leaving ? (
          <Button size="1" variant="soft" color="gray">
            Leave
          </Button>
        ) : (
          <IconButton size="1" variant="ghost" color="gray" aria-label={`Remove ${member.name}`}>
            <Cross2Icon aria-hidden />
          </IconButton>
        )
      }
      title={title}
      description={text}
      confirmLabel={leaving ? "Leave brief" : "Remove"}
      onConfirm={onConfirm}
    />
  );
}

function MemberRow({
  member,
  manage,
  onRole,
  onRemove,
  onLeave,
}: {
  member: BriefMember;
  /** The caller owns the brief: roles and removal are theirs to change. */
  manage: boolean;
  onRole: (userId: Id<"users">, role: BriefRole) => void;
  onRemove: (userId: Id<"users">) => void;
  onLeave: () => void;
}) {
  const isMember = member.role !== "owner";
  return (
    <Flex as="div" align="center" gap="3" className="member-row" role="listitem">
      <Avatar
        size="2"
        radius="full"
        variant={member.isYou ? "soft" : "solid"}
        color={member.isYou ? "gray" : undefined}
        fallback={initialsOf(member.name, member.email)}
        aria-hidden
      />
      <Flex direction="column" minWidth="0" flexGrow="1">
        <Text size="2" weight="medium" truncate>
          {member.name}
          {member.isYou ? (
            <Text color="gray" weight="regular">
              {" "}
              (you)
            </Text>
          ) : null}
        </Text>
        <Text size="1" color="gray" truncate>
          {member.email}
        </Text>
      </Flex>
      {manage && isMember ? (
        <Flex align="center" gap="2" flexShrink="0">
          <Select.Root
            size="1"
            value={member.role}
            onValueChange={(value) => onRole(member.userId, value as BriefRole)}
          >
            <Select.Trigger aria-label={`Role of ${member.name}`} variant="soft" color="gray" />
            <Select.Content position="popper">
              {BRIEF_ROLES.map((role) => (
                <Select.Item key={role} value={role}>
                  {ROLE_LABELS[role]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <ConfirmEnd member={member} leaving={false} onConfirm={() => onRemove(member.userId)} />
        </Flex>
      ) : (
        <Flex align="center" gap="2" flexShrink="0">
          <Text size="1" color="gray">
            {ROLE_LABELS[member.role]}
          </Text>
          {member.isYou && isMember ? (
            <ConfirmEnd member={member} leaving onConfirm={onLeave} />
          ) : null}
        </Flex>
      )}
    </Flex>
  );
}

/**
 * 'People with access': the owner first, then members as they joined, live. The owner changes a
 * role or removes someone; a member can leave. Each change takes effect on every open page.
 */
export function MembersList({ briefId }: { briefId: string }) {
  const members = useLiveQuery("briefMembers", api.sharing.queries.members, { briefId });
  const changeRole = useMutation(api.sharing.mutations.changeRole);
  const removeMember = useMutation(api.sharing.mutations.removeMember);
  const leave = useMutation(api.sharing.mutations.leave);
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = (work: Promise<unknown>) => {
    setFailure(null);
    work.catch((error: unknown) =>
      setFailure(readAppError(error)?.message ?? "That didn’t work. Please try again."),
    );
  };

  if (members.status === "loading") {
    return (
      <Flex direction="column" gap="3" aria-busy>
        <Skeleton height="36px" />
        <Skeleton height="36px" />
      </Flex>
    );
  }
  if (members.status === "error") {
    return (
      <Text size="2" color="gray">
        The list of people is unavailable right now.{" "}
        <Button variant="ghost" size="1" onClick={members.retry}>
          Try again
        </Button>
      </Text>
    );
  }
  const manage = members.data.some((member) => member.isYou && member.role === "owner");
  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="3" role="list" aria-label="People with access">
        {members.data.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            manage={manage}
            onRole={(userId, role) => attempt(changeRole({ briefId, userId, role }))}
            onRemove={(userId) => attempt(removeMember({ briefId, userId }))}
            onLeave={() => attempt(leave({ briefId }))}
          />
        ))}
      </Flex>
      {members.data.length === 1 && manage ? (
        <Text size="2" color="gray">
          Only you so far. People you invite appear here as soon as they open their link.
        </Text>
      ) : null}
      {failure ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

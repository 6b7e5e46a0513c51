import { Avatar, Flex, Text, Tooltip } from "@radix-ui/themes";
import { PRESENCE_MAX_AVATARS } from "../../../../shared/constants";
import type { PresentPerson } from "../lib/types";

/**
 * Who has the brief open now (DESIGN "Presence"): small overlapping initials, 'You' for the
 * caller, names on hover; past PRESENCE_MAX_AVATARS a '+n' that names the rest. Nothing at all
 * when the caller is alone: there is no one to point out.
 */
export function PresenceAvatars({ people }: { people: readonly PresentPerson[] }) {
  if (!people.some((person) => !person.isYou)) return null;
  const shown = people.slice(0, PRESENCE_MAX_AVATARS);
  const rest = people.slice(PRESENCE_MAX_AVATARS);
  const nameOf = (person: PresentPerson) => (person.isYou ? "You" : person.name);
  const everyone = people.map(nameOf).join(", ");
  return (
    <Flex align="center" gap="2" role="group" aria-label={`On this brief now: ${everyone}`}>
      <Flex className="presence-avatars">
        {shown.map((person) => (
          <Tooltip key={person.userId} content={nameOf(person)}>
            <span role="img" aria-label={nameOf(person)}>
              <Avatar
                size="1"
                radius="full"
                variant={person.isYou ? "soft" : "solid"}
                color={person.isYou ? "gray" : undefined}
                fallback={person.initials || "?"}
              />
            </span>
          </Tooltip>
        ))}
        {rest.length > 0 ? (
          <Tooltip content={rest.map(nameOf).join(", ")}>
            <span role="img" aria-label={`${rest.length} more: ${rest.map(nameOf).join(", ")}`}>
              <Avatar
                size="1"
                radius="full"
                variant="soft"
                color="gray"
                fallback={`+${rest.length}`}
              />
            </span>
          </Tooltip>
        ) : null}
      </Flex>
      <Text size="1" color="gray" aria-hidden>
        Here now
      </Text>
    </Flex>
  );
}

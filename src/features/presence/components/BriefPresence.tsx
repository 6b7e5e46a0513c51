import "../presence.css";
import { Flex } from "@radix-ui/themes";
import { usePresence } from "../hooks/usePresence";
import { ActivityLine } from "./ActivityLine";
import { PresenceAvatars } from "./PresenceAvatars";

/** Presence on a saved brief: this tab is seen, and sees who else is here and what they run. */
export function BriefPresence({ briefId }: { briefId: string }) {
  const { people, activity } = usePresence(briefId);
  return (
    <Flex direction="column" gap="1" className="brief-presence">
      <PresenceAvatars people={people} />
      <ActivityLine activity={activity} />
    </Flex>
  );
}

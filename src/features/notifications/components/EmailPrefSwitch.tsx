import { useState } from "react";
import { Flex, Switch, Text } from "@radix-ui/themes";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { useEmailPref } from "../hooks/useNotifications";
import { NOTIFICATION_TEXT } from "../lib/texts";

/** /account: notification emails on or off (the inbox keeps everything either way). */
export function EmailPrefSwitch() {
  const { prefs, setEmailPref } = useEmailPref();
  const [error, setError] = useState<string | null>(null);
  if (prefs.status !== "ready") return null;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch
            checked={prefs.data.email}
            onCheckedChange={(email) => {
              setError(null);
              setEmailPref({ email }).catch((failure: unknown) =>
                setError(userFacingMessage(failure)),
              );
            }}
          />
          {NOTIFICATION_TEXT.emailLabel}
        </Flex>
      </Text>
      <Text size="1" color="gray">
        {NOTIFICATION_TEXT.emailHelp}
      </Text>
      {error ? (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

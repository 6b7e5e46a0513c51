import { useState } from "react";
import { Flex, Switch, Text } from "@radix-ui/themes";
import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { SHARE_TEXT } from "../lib/texts";

/**
 * 'Allow comments' on a public link (issue 41), for the owner and editors: visitors of the link
 * may then leave a name and a comment. Off by default; the link's page follows at once.
 */
export function AllowCommentsSwitch({ shareId }: { shareId: string }) {
  const live = useLiveQuery("linkCommentSettings", api.comments.linkFunctions.thread, { shareId });
  const setAllow = useMutation(api.comments.linkFunctions.setAllow);
  const [error, setError] = useState<string | null>(null);
  if (live.status !== "ready" || live.data === null || !live.data.canChangeSettings) return null;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch
            checked={live.data.allowComments}
            onCheckedChange={(allowComments) => {
              setError(null);
              setAllow({ shareId, allowComments }).catch((failure: unknown) =>
                setError(userFacingMessage(failure)),
              );
            }}
          />
          {SHARE_TEXT.allowComments}
        </Flex>
      </Text>
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

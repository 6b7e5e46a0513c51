import { useEffect, useState } from "react";
import { Button, Callout, Code, Flex, Text } from "@radix-ui/themes";
import { CheckIcon, CopyIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { messages } from "../../../../shared/errors";

const COPIED_FOR_MS = 2000;

/**
 * A key just made: shown here once, in full, with a copy button. Only its hash is kept, so once
 * this is dismissed (or the page is left) nobody can show it again.
 */
export function NewKeyCallout({
  name,
  apiKey,
  onDone,
}: {
  name: string;
  apiKey: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  useEffect(() => {
    if (copied !== "yes") return;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <Callout.Root color="green" role="status">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" minWidth="0">
        <Text size="2" weight="medium">
          Your new key “{name}”
        </Text>
        <Code size="2" className="api-key-secret" aria-label="Your new API key">
          {apiKey}
        </Code>
        <Text size="2">{messages.apiKeys.shownOnce}</Text>
        {copied === "failed" ? (
          <Text size="2" color="red" role="alert">
            Copy failed. Select the key and copy it by hand.
          </Text>
        ) : null}
        <Flex gap="2" wrap="wrap">
          <Button
            type="button"
            variant="soft"
            color={copied === "yes" ? "green" : "gray"}
            onClick={() => void copy()}
          >
            {copied === "yes" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copied === "yes" ? "Copied" : "Copy key"}
          </Button>
          <Button type="button" variant="ghost" color="gray" onClick={onDone}>
            Done, I’ve saved it
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

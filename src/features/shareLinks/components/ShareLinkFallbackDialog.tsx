import { useState } from "react";
import { Button, Dialog, Flex, TextField } from "@radix-ui/themes";
import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { copyText } from "../lib/clipboard";
import { SHARE_TEXT } from "../lib/texts";

/**
 * The public link, for browsers that refused the clipboard: shown in a field that selects
 * itself, with a Copy button (a fresh click may be allowed where the first, after waiting for
 * the server, was not).
 */
export function ShareLinkFallbackDialog({
  url,
  onClose,
}: {
  url: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog.Root open={url !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>{SHARE_TEXT.fallbackTitle}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {SHARE_TEXT.fallbackDescription}
        </Dialog.Description>
        <Flex gap="2" direction={{ initial: "column", xs: "row" }}>
          <TextField.Root
            readOnly
            value={url ?? ""}
            aria-label="Public link"
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="soft"
            color={copied ? "green" : undefined}
            onClick={() => void copyText(url ?? "").then(setCopied)}
          >
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copied ? "Copied" : SHARE_TEXT.copy}
          </Button>
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {SHARE_TEXT.done}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

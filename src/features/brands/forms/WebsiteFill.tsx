import { useId, useState } from "react";
import { Button, Callout, Flex, Text, TextField } from "@radix-ui/themes";
import { BRAND_PROFILE_LIMITS } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";
import { useWebsiteDraft } from "../hooks/useWebsiteDraft";
import type { WebsiteDraft } from "../lib/types";

/**
 * 'Create from website': the page's words fill the form below for the user to review; nothing
 * is saved until they press save.
 */
export function WebsiteFill({
  onDraft,
}: {
  onDraft: (result: { url: string; draft: WebsiteDraft }) => void;
}) {
  const id = useId();
  const { fill, busy, error } = useWebsiteDraft();
  const [url, setUrl] = useState("");
  const [missing, setMissing] = useState(false);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const problem = missing ? validationMessages.brandProfile.websiteRequired : error;

  const submit = async () => {
    setFilledFrom(null);
    if (url.trim() === "") {
      setMissing(true);
      return;
    }
    setMissing(false);
    const result = await fill(url.trim());
    if (result) {
      onDraft(result);
      setFilledFrom(result.url);
    }
  };

  return (
    <Flex direction="column" gap="2" className="brand-website">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        Create from website
      </Text>
      <Flex gap="2" wrap="wrap">
        <TextField.Root
          id={id}
          className="brand-website-input"
          placeholder="northbound.coffee"
          value={url}
          maxLength={BRAND_PROFILE_LIMITS.websiteUrl}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="button" variant="soft" loading={busy} onClick={() => void submit()}>
          Fill from website
        </Button>
      </Flex>
      <Text
        id={`${id}-note`}
        size="1"
        color={problem ? "red" : "gray"}
        role={problem ? "alert" : undefined}
      >
        {problem ?? "We read the page and fill in the profile. Review it before you save."}
      </Text>
      {filledFrom ? (
        <Callout.Root size="1" color="green" role="status">
          <Callout.Text>
            Filled from {filledFrom}. Review the profile below, then save it.
          </Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

import { Callout, Flex, Text } from "@radix-ui/themes";
import { CheckCircledIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import type { StrategyResult } from "../lib/types";

function host(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** Says honestly whether the website was read, and why not when it couldn't be. */
export function WebsiteNote({ website }: { website: StrategyResult["website"] }) {
  if (website === null) return null;
  const name = host(website.url);
  if (website.read) {
    return (
      <Flex align="center" gap="2">
        <CheckCircledIcon color="var(--grass-11)" aria-hidden />
        <Text size="2" color="gray">
          Grounded in what we read on {name}.
        </Text>
      </Flex>
    );
  }
  return (
    <Callout.Root color="amber" size="1">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        We couldn’t read {name}, so these strategies come from what you told us.
        {website.reason ? (
          <Text as="span" size="1" className="website-note-reason">
            {website.reason}
          </Text>
        ) : null}
      </Callout.Text>
    </Callout.Root>
  );
}

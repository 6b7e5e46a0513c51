import { Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { splitMailText } from "../lib/mailLinks";

/**
 * An email's text as written, with this app's own invite links clickable (same tab, like
 * following the link in a real mail client back into the app). Every other URL stays text.
 */
export function MailText({ text }: { text: string }) {
  const parts = splitMailText(text, window.location.origin);
  return (
    <Text as="p" size="2" color="gray">
      {parts.map((part, index) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <Link key={index} asChild style={{ overflowWrap: "anywhere" }}>
            <RouterLink to={part.to}>{part.text}</RouterLink>
          </Link>
        ),
      )}
    </Text>
  );
}

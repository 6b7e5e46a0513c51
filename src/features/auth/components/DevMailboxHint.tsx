import { Link, Text } from "@radix-ui/themes";

/**
 * In development builds emails land in the local outbox rather than an inbox; say where.
 * Production builds never render this.
 */
export function DevMailboxHint() {
  if (!import.meta.env.DEV) return null;
  return (
    <Text as="p" size="1" color="gray">
      Running locally? The email is in the{" "}
      <Link href="/dev/mailbox" target="_blank" rel="noopener">
        dev mailbox
      </Link>
      .
    </Text>
  );
}

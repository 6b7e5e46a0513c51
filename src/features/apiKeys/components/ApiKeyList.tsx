import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { ConfirmDialog } from "@/components/feedback/ConfirmDialog";
import { relativeTime } from "@/lib/relativeTime";
import type { ApiKeyItem } from "../hooks/useApiKeys";

/** The account's keys, newest first: name, first characters, made and last used; revoke. */
export function ApiKeyList({
  keys,
  onRevoke,
}: {
  keys: readonly ApiKeyItem[];
  onRevoke: (key: ApiKeyItem) => void;
}) {
  if (keys.length === 0) {
    return (
      <Text size="2" color="gray">
        No API keys yet.
      </Text>
    );
  }
  return (
    <ul className="api-key-list" aria-label="Your API keys">
      {keys.map((key) => (
        <li key={key.id} className="api-key-item">
          <Flex direction="column" gap="1" minWidth="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text weight="medium" className="api-key-name">
                {key.name}
              </Text>
              {key.revokedAt !== null ? (
                <Badge color="gray" variant="soft">
                  Revoked
                </Badge>
              ) : null}
            </Flex>
            <Text size="1" color="gray" className="api-key-meta">
              <code>{key.prefix}</code> · Created {relativeTime(key.createdAt)} ·{" "}
              {key.lastUsedAt === null ? "Never used" : `Last used ${relativeTime(key.lastUsedAt)}`}
              {key.revokedAt !== null ? ` · Revoked ${relativeTime(key.revokedAt)}` : ""}
            </Text>
          </Flex>
          {key.revokedAt === null ? (
            <ConfirmDialog
              trigger={
                <Button size="1" variant="soft" color="red" aria-label={`Revoke ${key.name}`}>
                  Revoke
                </Button>
              }
              title={`Revoke “${key.name}”?`}
              description="Anything using this key (an assistant, a script) stops working at once. This can't be undone: make a new key to connect again."
              confirmLabel="Revoke key"
              onConfirm={() => onRevoke(key)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Callout, Code, Flex, Skeleton, Text } from "@radix-ui/themes";
import { TextInputField } from "@/components/form/TextInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { toast } from "@/components/feedback/toast";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { API_KEYS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { keyNameSchema, type KeyNameValues } from "../forms/keyNameSchema";
import { useApiKeys } from "../hooks/useApiKeys";
import { ApiKeyList } from "./ApiKeyList";
import { NewKeyCallout } from "./NewKeyCallout";
import "../apiKeys.css";

/**
 * /account → 'API keys' (issue 43): personal keys that let an AI assistant (Claude, Cursor,
 * VS Code…) use Legendary through its MCP server, spending this account's Legend Credits. A new
 * key is shown once; the list never holds a secret.
 */
export function ApiKeysSection() {
  const { keys, create, revoke } = useApiKeys();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KeyNameValues>({ resolver: zodResolver(keyNameSchema), defaultValues: { name: "" } });

  const onCreate = handleSubmit(async ({ name }) => {
    try {
      const { key } = await create({ name });
      setCreated({ name, key });
      reset({ name: "" });
      toast.success(messages.apiKeys.created);
    } catch (error) {
      setError("name", { message: userFacingMessage(error) });
    }
  });

  const onRevoke = (item: { id: string; name: string }) => {
    revoke({ keyId: item.id }).then(
      () => toast.success(messages.apiKeys.revoked),
      (error: unknown) => toast.error(userFacingMessage(error)),
    );
  };

  const serverUrl = `${window.location.origin}/mcp`;
  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray">
        Connect an AI assistant such as Claude, Cursor or VS Code to Legendary: it can write briefs,
        get ideas from the legends and share them, spending your Legend Credits. Add the MCP server{" "}
        <Code className="api-key-url">{serverUrl}</Code> to the assistant with one of these keys. Up
        to {API_KEYS.maxActive} active keys.
      </Text>
      {created ? (
        <NewKeyCallout name={created.name} apiKey={created.key} onDone={() => setCreated(null)} />
      ) : null}
      <form noValidate aria-label="Create an API key" onSubmit={(event) => void onCreate(event)}>
        <Flex gap="3" align="end" wrap="wrap">
          <div className="api-key-name-field">
            <TextInputField
              label="Key name"
              placeholder="Claude Desktop"
              size="2"
              maxLength={API_KEYS.nameMaxChars}
              error={errors.name?.message}
              {...register("name")}
            />
          </div>
          <SubmitButton size="2" busy={isSubmitting} busyLabel="Creating…">
            Create key
          </SubmitButton>
        </Flex>
      </form>
      {keys.status === "loading" ? <Skeleton height="4rem" /> : null}
      {keys.status === "error" ? (
        <Callout.Root color="gray" role="alert">
          <Callout.Text>{messages.apiKeys.loadFailed}</Callout.Text>
          <Flex mt="2">
            <Button size="2" variant="soft" onClick={keys.retry}>
              Try again
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}
      {keys.status === "ready" ? <ApiKeyList keys={keys.data} onRevoke={onRevoke} /> : null}
    </Flex>
  );
}

import { useState } from "react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { Pencil1Icon } from "@radix-ui/react-icons";
import { validationMessages } from "../../../../shared/errors";
import { EditVisualPromptDialog } from "./EditVisualPromptDialog";

/**
 * The idea's visualization prompt, shown as it will be used, with 'Edit visualization prompt'.
 * Spec 5: editing needs an existing prompt, so an idea without one says so instead.
 */
export function VisualPromptSection({
  ideaId,
  prompt,
  onSaved,
  disabled,
}: {
  ideaId: string;
  prompt: string;
  onSaved: (prompt: string) => void;
  disabled?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const hasPrompt = prompt.trim() !== "";
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="center" gap="3">
        <Text as="div" size="2" weight="medium">
          Visual prompt
        </Text>
        <Button
          size="1"
          variant="ghost"
          disabled={!hasPrompt || disabled}
          onClick={() => setEditing(true)}
        >
          <Pencil1Icon aria-hidden />
          Edit prompt
        </Button>
      </Flex>
      {hasPrompt ? (
        <Text as="p" size="2" className="visual-prompt visual-prompt-box">
          {prompt.trim()}
        </Text>
      ) : (
        <Text as="p" size="2" color="gray" className="visual-prompt-box">
          {validationMessages.visual.promptNeedsExisting}
        </Text>
      )}
      {hasPrompt ? (
        <EditVisualPromptDialog
          open={editing}
          onOpenChange={setEditing}
          ideaId={ideaId}
          prompt={prompt}
          onSaved={onSaved}
        />
      ) : null}
    </Flex>
  );
}

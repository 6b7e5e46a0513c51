import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { useMutation } from "convex/react";
import { Button, Dialog, Flex } from "@radix-ui/themes";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { VISUAL_LIMITS } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";
import { requiredText } from "../../../../shared/schemas/fields";

export const visualPromptSchema = z.object({
  visualPrompt: requiredText(
    "Visualization prompt",
    VISUAL_LIMITS.promptChars,
    validationMessages.visual.promptRequired,
  ),
});

function PromptForm({
  ideaId,
  prompt,
  onSaved,
}: {
  ideaId: string;
  prompt: string;
  onSaved: (prompt: string) => void;
}) {
  const update = useMutation(api.visuals.mutations.updateVisualPrompt);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(visualPromptSchema),
    defaultValues: { visualPrompt: prompt },
  });
  const save = handleSubmit(async ({ visualPrompt }) => {
    setServerError(null);
    try {
      const saved = await update({ ideaId, visualPrompt });
      onSaved(saved.visualPrompt);
    } catch (error) {
      setServerError(userFacingMessage(error));
    }
  });
  return (
    <FormStack aria-label="Edit visualization prompt" onSubmit={(event) => void save(event)}>
      <TextAreaField
        label="Visualization prompt"
        autoFocus
        maxLength={VISUAL_LIMITS.promptChars}
        maxHeight={320}
        error={errors.visualPrompt?.message ?? serverError ?? undefined}
        hint="Describe the scene, the light and the mood. Each legend adds their own art direction."
        {...register("visualPrompt")}
      />
      <Flex gap="3" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" size="3">
            Cancel
          </Button>
        </Dialog.Close>
        <SubmitButton busy={isSubmitting} busyLabel="Saving…">
          Save prompt
        </SubmitButton>
      </Flex>
    </FormStack>
  );
}

/**
 * 'Edit visualization prompt' (spec 2 "Dialogs", 5): edits the idea's existing prompt; an idea
 * without one never opens it (the caller shows why instead).
 */
export function EditVisualPromptDialog({
  open,
  onOpenChange,
  ideaId,
  prompt,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ideaId: string;
  prompt: string;
  onSaved: (prompt: string) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Edit visualization prompt</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          The scene every new visual of this idea starts from.
        </Dialog.Description>
        {/* Mounted per opening, so it always starts from the saved prompt. */}
        <PromptForm
          ideaId={ideaId}
          prompt={prompt}
          onSaved={(saved) => {
            onSaved(saved);
            onOpenChange(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { Button, Dialog, Flex } from "@radix-ui/themes";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextInputField } from "@/components/form/TextInputField";
import { BRIEF_LIMITS } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";
import { requiredText } from "../../../../shared/schemas/fields";

/** Spec 5: the title must be non-empty after trimming. */
export const briefTitleSchema = z.object({
  title: requiredText("Title", BRIEF_LIMITS.title, validationMessages.brief.titleRequired),
});

function NameForm({
  defaultTitle,
  saving,
  onSave,
}: {
  defaultTitle: string;
  saving: boolean;
  onSave: (title: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(briefTitleSchema), defaultValues: { title: defaultTitle } });
  return (
    <FormStack aria-label="Name your brief" onSubmit={handleSubmit(({ title }) => onSave(title))}>
      <TextInputField
        label="Title"
        autoFocus
        maxLength={BRIEF_LIMITS.title}
        error={errors.title?.message}
        {...register("title")}
      />
      <Flex gap="3" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" size="3">
            Cancel
          </Button>
        </Dialog.Close>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save brief
        </SubmitButton>
      </Flex>
    </FormStack>
  );
}

/** 'Name your brief' (spec 2, Dialogs), opened by Save Brief. */
export function SaveBriefDialog({
  open,
  onOpenChange,
  defaultTitle,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTitle: string;
  saving: boolean;
  onSave: (title: string) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>Name your brief</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          A title you’ll recognise later in your briefs.
        </Dialog.Description>
        <NameForm defaultTitle={defaultTitle} saving={saving} onSave={onSave} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

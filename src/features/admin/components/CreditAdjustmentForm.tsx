import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Button, Callout, Dialog, Flex, RadioGroup, Text } from "@radix-ui/themes";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { TextInputField } from "@/components/form/TextInputField";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import type { AdminUserDto } from "../../../../convex/admin/usersModel";
import { ADMIN_CONSOLE } from "../../../../shared/constants";
import {
  creditAdjustmentSchema,
  type CreditAdjustmentValues,
} from "../forms/creditAdjustmentSchema";
import { credits } from "../lib/format";

type Props = {
  account: AdminUserDto;
  /** Called with the new balance once the ledger has the row. */
  onDone: (balanceAfter: number) => void;
};

/**
 * Grant or remove one account's Legend Credits with a reason, written to their credit history
 * as an adjustment. The account's header badge follows the balance live.
 */
export function CreditAdjustmentForm({ account, onDone }: Props) {
  const adjust = useMutation(api.admin.users.adjustCredits);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => creditAdjustmentSchema(account), [account]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreditAdjustmentValues>({
    resolver: zodResolver(schema),
    defaultValues: { direction: "grant", amount: "", reason: "" },
  });
  const direction = useWatch({ control, name: "direction" });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await adjust({
        userId: account.id,
        direction: values.direction,
        amount: Number(values.amount.trim()),
        reason: values.reason.trim(),
      });
      onDone(answer.balanceAfter);
    } catch (error) {
      setServerError(
        userFacingMessage(error, "The credits could not be changed. Please try again."),
      );
    }
  });

  return (
    <FormStack aria-label="Adjust Legend Credits" onSubmit={(event) => void submit(event)}>
      <Text size="2" color="gray">
        {account.email} has {credits(account.legendCredits)}.
      </Text>
      <Controller
        control={control}
        name="direction"
        render={({ field }) => (
          <RadioGroup.Root
            aria-label="Grant or remove"
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
          >
            <Flex gap="4" wrap="wrap">
              <RadioGroup.Item value="grant">Grant</RadioGroup.Item>
              <RadioGroup.Item value="remove">Remove</RadioGroup.Item>
            </Flex>
          </RadioGroup.Root>
        )}
      />
      <TextInputField
        label="Amount"
        inputMode="numeric"
        autoComplete="off"
        hint={`Whole Legend Credits, 1 to ${ADMIN_CONSOLE.creditAdjustMax.toLocaleString("en-US")}.`}
        error={errors.amount?.message}
        {...register("amount")}
      />
      <TextAreaField
        label="Reason"
        maxLength={ADMIN_CONSOLE.reasonMaxChars}
        hint="Shown in the account's credit history."
        error={errors.reason?.message}
        {...register("reason")}
      />
      {serverError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{serverError}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" size="3">
            Cancel
          </Button>
        </Dialog.Close>
        <SubmitButton
          busy={isSubmitting}
          busyLabel="Saving…"
          color={direction === "remove" ? "red" : undefined}
        >
          {direction === "remove" ? "Remove credits" : "Grant credits"}
        </SubmitButton>
      </Flex>
    </FormStack>
  );
}

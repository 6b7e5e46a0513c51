import { useId, type ComponentProps, type ReactNode } from "react";
import { Flex, Text, TextField } from "@radix-ui/themes";

export type TextInputFieldProps = Omit<ComponentProps<typeof TextField.Root>, "children"> & {
  label: string;
  /** The validation or server message for this field; marks the input invalid. */
  error?: string;
  /** Help shown under the input while there is no error. */
  hint?: ReactNode;
  /** Sits at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Slots inside the input (TextField.Slot), e.g. a show-password toggle. */
  slots?: ReactNode;
};

/**
 * A labelled text input on Radix Themes with its error or hint wired up for assistive
 * technology (`aria-invalid`, `aria-describedby`). Spread react-hook-form's `register()` into it.
 */
export function TextInputField({
  label,
  error,
  hint,
  labelAside,
  slots,
  id,
  size = "3",
  ...input
}: TextInputFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" align="baseline" gap="3">
        <Text as="label" htmlFor={inputId} size="2" weight="medium">
          {label}
        </Text>
        {labelAside}
      </Flex>
      <TextField.Root
        id={inputId}
        size={size}
        color={error ? "red" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
      >
        {slots}
      </TextField.Root>
      {note ? (
        <Text id={noteId} size="2" color={error ? "red" : "gray"}>
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}

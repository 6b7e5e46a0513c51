import { useCallback, useId, useLayoutEffect, useRef, type ComponentProps, type Ref } from "react";
import { Flex, Text, TextArea } from "@radix-ui/themes";
import { TEXTAREA_MAX_HEIGHT_PX } from "../../../shared/constants";

export type TextAreaFieldProps = Omit<ComponentProps<typeof TextArea>, "ref"> & {
  label: string;
  /** The validation or server message for this field; marks the input invalid. */
  error?: string;
  hint?: string;
  /** Grows with its text up to this height, then scrolls (spec 9: 200 px USP, 150 px others). */
  maxHeight?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Sets the height to fit the text, up to `max`; scrolls beyond it. */
function fit(element: HTMLTextAreaElement, max: number) {
  element.style.height = "auto";
  const height = Math.min(element.scrollHeight, max);
  if (height > 0) element.style.height = `${height}px`;
  element.style.overflowY = element.scrollHeight > max ? "auto" : "hidden";
}

/**
 * A labelled, auto-growing textarea on Radix Themes with its error or hint wired up for
 * assistive technology. Spread react-hook-form's `register()` into it.
 */
export function TextAreaField({
  label,
  error,
  hint,
  maxHeight = TEXTAREA_MAX_HEIGHT_PX.default,
  id,
  ref,
  onInput,
  size = "3",
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  const element = useRef<HTMLTextAreaElement | null>(null);

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // Values set by code (a restored draft, a strategy applied) fit as well as typed ones.
  useLayoutEffect(() => {
    if (element.current) fit(element.current, maxHeight);
  });

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        id={inputId}
        ref={setRef}
        size={size}
        rows={2}
        resize="none"
        color={error ? "red" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onInput={(event) => {
          fit(event.currentTarget, maxHeight);
          onInput?.(event);
        }}
        {...textarea}
      />
      {note ? (
        <Text id={noteId} size="2" color={error ? "red" : "gray"}>
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}

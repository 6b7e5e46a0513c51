import { lazy, Suspense, useId, useRef, useState } from "react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { ArrowRightIcon } from "@/components/icons/StartupIcons";
import { STRATEGIST_LIMITS } from "../../../../shared/startupConstants";
import "../marketing.css";

const PlaceholderTyper = lazy(() => import("./PlaceholderTyper"));

/** Shown until the first examples arrive. */
export const QUICK_START_FALLBACK_PLACEHOLDER = "A product, a launch, a cause… describe it here";

export type QuickStartPromptProps = {
  /** Receives the trimmed, non-empty text. */
  onSubmit: (text: string) => void;
  /** The visitor is about to submit (focus, hover): a chance to preload what opens next. */
  onIntent?: () => void;
};

/**
 * The hero's quick-start prompt (spec 2): its placeholder types out example ideas; Enter
 * (not Shift+Enter) or the button submits, only when the text is non-empty after trimming.
 */
export function QuickStartPrompt({ onSubmit, onIntent }: QuickStartPromptProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState("");

  const submit = () => {
    const text = value.trim();
    if (text === "") {
      input.current?.focus();
      return;
    }
    onSubmit(text);
  };

  return (
    <form
      className="quick-start"
      aria-label="Quick start"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text as="label" htmlFor={id} size="2" weight="medium" className="quick-start-label">
        What do you want to advertise?
      </Text>
      {/* A plain textarea: the box around it is the field (and Radix's costs start-up bytes). */}
      <textarea
        id={id}
        ref={input}
        className="quick-start-input"
        rows={3}
        value={value}
        maxLength={STRATEGIST_LIMITS.additionalContext}
        placeholder={QUICK_START_FALLBACK_PLACEHOLDER}
        onChange={(event) => setValue(event.target.value)}
        onFocus={onIntent}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      <Suspense fallback={null}>
        <PlaceholderTyper target={input} paused={value !== ""} />
      </Suspense>
      {/* On a phone the hint is hidden and the button sits at the right. */}
      <Flex align="center" justify={{ initial: "end", xs: "between" }} gap="3">
        <Text size="1" color="gray" className="quick-start-hint">
          Enter to start · Shift+Enter for a new line
        </Text>
        <Button type="submit" size="3" onMouseEnter={onIntent}>
          Get strategies
          <ArrowRightIcon aria-hidden />
        </Button>
      </Flex>
    </form>
  );
}

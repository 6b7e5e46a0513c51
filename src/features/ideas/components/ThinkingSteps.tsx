import { Badge, Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { splitThinking } from "../../../../shared/ideaText";

/**
 * The legend's thinking as numbered steps (spec 4), the sixth highlighted: where the work turns
 * from analysis into the idea.
 */
export function ThinkingSteps({ text }: { text: string }) {
  const steps = splitThinking(text);
  if (steps.length === 0) return null;
  return (
    <ol className="plain-list thinking-steps">
      {steps.map((step) => (
        <li
          key={step.number}
          className="thinking-step"
          data-highlighted={step.highlighted || undefined}
          aria-current={step.highlighted ? "step" : undefined}
        >
          <span className="thinking-number" aria-hidden>
            {step.number}
          </span>
          <Flex direction="column" gap="1" minWidth="0">
            {step.highlighted ? (
              <Badge color="ruby" variant="soft" size="1" className="thinking-badge">
                The leap
              </Badge>
            ) : null}
            <Text as="p" size="2">
              <VisuallyHidden>Step {step.number}: </VisuallyHidden>
              {step.text}
            </Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

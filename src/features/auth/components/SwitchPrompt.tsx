import { Link, Text } from "@radix-ui/themes";

/** "Don't have an account? Sign up": the line under a form that toggles to the other one. */
export function SwitchPrompt({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <Text as="p" size="2" color="gray" align="center">
      {question}{" "}
      <Link asChild weight="medium">
        <button type="button" onClick={onSwitch}>
          {action}
        </button>
      </Link>
    </Text>
  );
}

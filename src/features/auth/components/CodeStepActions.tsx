import { Button, Flex, Link, Text } from "@radix-ui/themes";
import { ArrowLeftIcon } from "@radix-ui/react-icons";

/** Under a code form: back to the email step, and "Resend code". */
export function CodeStepActions({
  onBack,
  onResend,
  resending,
}: {
  onBack: () => void;
  onResend: () => void;
  resending: boolean;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Button type="button" variant="ghost" color="gray" onClick={onBack}>
        <ArrowLeftIcon aria-hidden />
        Use a different email
      </Button>
      <Text size="2" color="gray">
        No email?{" "}
        <Link asChild weight="medium">
          <button type="button" onClick={onResend} disabled={resending}>
            {resending ? "Sending…" : "Resend code"}
          </button>
        </Link>
      </Text>
    </Flex>
  );
}

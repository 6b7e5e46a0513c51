import type { ReactNode } from "react";
import "../billing.css";
import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { CheckIcon } from "@radix-ui/react-icons";

export type OptionCardProps = {
  name: string;
  price: string;
  /** "/month" after a plan's price; nothing for a one-off package. */
  period?: string;
  description: string;
  highlights: readonly string[];
  popular?: boolean;
  /** The caller's own plan: marked 'Current plan'. */
  current?: boolean;
  note?: string | null;
  action: ReactNode;
};

/** One plan or credit package in the upgrade dialog: name, price, what it gives, the button. */
export function OptionCard({
  name,
  price,
  period,
  description,
  highlights,
  popular = false,
  current = false,
  note,
  action,
}: OptionCardProps) {
  return (
    <Card
      size="3"
      className="upgrade-option"
      data-popular={popular || undefined}
      data-current={current || undefined}
    >
      <Flex direction="column" gap="3" height="100%">
        <Flex justify="between" align="start" gap="2" wrap="wrap">
          <Heading as="h3" size="5" weight="medium" className="serif">
            {name}
          </Heading>
          {current ? (
            <Badge color="gray" variant="solid" highContrast radius="full">
              Current plan
            </Badge>
          ) : popular ? (
            <Badge color="ruby" variant="solid" radius="full">
              Popular
            </Badge>
          ) : null}
        </Flex>
        <Flex align="baseline" gap="1" wrap="wrap">
          <Text size="8" weight="medium" className="upgrade-price">
            {price}
          </Text>
          {period ? (
            <Text size="2" color="gray">
              {period}
            </Text>
          ) : null}
          {note ? (
            <Badge color="green" variant="soft" ml="2">
              {note}
            </Badge>
          ) : null}
        </Flex>
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
        <ul className="upgrade-highlights">
          {highlights.map((line) => (
            <li key={line}>
              <CheckIcon aria-hidden />
              <Text size="2">{line}</Text>
            </li>
          ))}
        </ul>
        <Flex mt="auto" pt="2" direction="column">
          {action}
        </Flex>
      </Flex>
    </Card>
  );
}

/** The card's button: 'Processing...' while its checkout starts. */
export function BuyButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="3" onClick={onClick} disabled={disabled || busy}>
      {busy ? "Processing..." : label}
    </Button>
  );
}

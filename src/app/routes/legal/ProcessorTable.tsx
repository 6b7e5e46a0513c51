import { Flex, Table, Text } from "@radix-ui/themes";
import { focusableTableScroll } from "@/components/lists/focusableTableScroll";

const processors = [
  {
    name: "Convex",
    role: "Hosts the app’s database, file storage and server functions",
    data: "Everything stored in your account",
  },
  {
    name: "OpenRouter, OpenAI and the model providers they route to",
    role: "Generate strategies, briefs and campaign ideas",
    data: "The text of the request: brief, prompt, legend approach",
  },
  {
    name: "Ideogram and Replicate",
    role: "Generate images",
    data: "Image prompts and chosen aspect ratios",
  },
  {
    name: "Stripe",
    role: "Takes payments and manages subscriptions",
    data: "Email address, payment details, plan and purchase amounts",
  },
  {
    name: "Google",
    role: "Sign-in with Google, if you choose it",
    data: "That you are signing in to Legendary",
  },
  {
    name: "Our email delivery provider",
    role: "Sends verification codes, password resets, receipts and invitations",
    data: "Recipient email address and the message",
  },
];

/** Two columns so it stays readable on a 360 px phone: who and why, then what they receive. */
export function ProcessorTable() {
  return (
    <Table.Root variant="surface" size="2" ref={focusableTableScroll}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Service and purpose</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>What it receives</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {processors.map((processor) => (
          <Table.Row key={processor.name}>
            <Table.RowHeaderCell>
              <Flex direction="column" gap="1">
                <Text weight="medium">{processor.name}</Text>
                <Text color="gray">{processor.role}</Text>
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>{processor.data}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

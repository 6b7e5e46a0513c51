import { Button, Callout, Flex, Skeleton, Text } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { LedgerEmpty, LedgerTable } from "./LedgerTable";

/**
 * Every change to the caller's Legend Credits, newest first: when, why (plan, pack, sign-up,
 * refund, spending), by how much, and the balance it left.
 */
export function LedgerList() {
  const ledger = useLiveQuery("myLedger", api.credits.queries.myLedger, {});
  if (ledger.status === "loading") return <Skeleton height="12rem" />;
  if (ledger.status === "error") {
    return (
      <Callout.Root color="gray" role="alert">
        <Callout.Text>Your credits history couldn’t be loaded just now.</Callout.Text>
        <Flex mt="2">
          <Button size="2" variant="soft" onClick={ledger.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  if (ledger.data.length === 0) return <LedgerEmpty />;
  return (
    <LedgerTable
      rows={ledger.data}
      details={(row) =>
        row.note ? (
          <Text size="1" color="gray">
            {row.note}
          </Text>
        ) : null
      }
    />
  );
}

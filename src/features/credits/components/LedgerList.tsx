import "../credits.css";
import { Button, Callout, Flex, Skeleton, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { LEDGER_REASON_LABELS, signedDelta } from "../lib/ledgerLabels";

const dateOf = (ms: number) =>
  new Date(ms).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

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
  if (ledger.data.length === 0) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text size="3" color="gray">
          No credit changes yet. Credits you receive and spend show up here.
        </Text>
        <Button asChild size="2" variant="soft">
          <RouterLink to={ROUTES.home}>Start creating</RouterLink>
        </Button>
      </Flex>
    );
  }
  return (
    // A plain table, styled with theme tokens (credits.css): Radix's Table here would become a
    // chunk shared with the home page's sections, listed in the start-up bundle.
    <div className="ledger-scroll">
      <table className="ledger-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col" className="ledger-number">
              Change
            </th>
            <th scope="col" className="ledger-number">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.data.map((row) => (
            <tr key={row.id}>
              <td className="ledger-date">{dateOf(row.createdAt)}</td>
              <td>
                <Flex direction="column">
                  <Text>{LEDGER_REASON_LABELS[row.reason]}</Text>
                  {row.note ? (
                    <Text size="1" color="gray">
                      {row.note}
                    </Text>
                  ) : null}
                </Flex>
              </td>
              <td className="ledger-number">
                <Text color={row.delta > 0 ? "green" : undefined} weight="medium">
                  {signedDelta(row.delta)}
                </Text>
              </td>
              <td className="ledger-number">{row.balanceAfter.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

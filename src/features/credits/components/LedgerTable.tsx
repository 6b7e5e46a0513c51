import "../credits.css";
import type { ReactNode } from "react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { LEDGER_REASON_LABELS, signedDelta, type LedgerRow } from "../lib/ledgerLabels";

const dateOf = (ms: number) =>
  new Date(ms).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

type Row = Pick<LedgerRow, "id" | "createdAt" | "reason" | "delta" | "balanceAfter">;

/**
 * The credits history's table: when, why, by how much and the balance it left; `details` adds
 * the lines under a row's reason. A plain table, styled with theme tokens (credits.css): Radix's
 * Table here would become a chunk shared with the home page's sections, listed in the start-up
 * bundle.
 */
export function LedgerTable<R extends Row>({
  rows,
  details,
}: {
  rows: readonly R[];
  details: (row: R) => ReactNode;
}) {
  return (
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
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="ledger-date">{dateOf(row.createdAt)}</td>
              <td>
                <Flex direction="column">
                  <Text>{LEDGER_REASON_LABELS[row.reason]}</Text>
                  {details(row)}
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

/** No history yet: where credits come from, and where to spend them. */
export function LedgerEmpty() {
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

import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { resetConvexAuthMock, setAuth, setQueryResult } from "@/testing/convexAuthMock";
import { LedgerList } from "./LedgerList";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const row = (
  id: string,
  reason: string,
  delta: number,
  balanceAfter: number,
  note: string | null = null,
) => ({
  id,
  reason,
  delta,
  balanceAfter,
  note,
  sourceKind: null,
  createdAt: Date.UTC(2027, 0, 15, 12),
});

function renderLedger(answer: unknown) {
  render(
    <Theme>
      <MemoryRouter>
        <LedgerList />
      </MemoryRouter>
    </Theme>,
  );
  setQueryResult("myLedger", answer);
}

describe("/account: the credits ledger", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    setAuth({ isAuthenticated: true });
  });

  it("labels every kind of change, with its sign and the balance it left", () => {
    renderLedger([
      row("7", "adjustment", 5, 1830),
      row("6", "spend", -5, 1825),
      row("5", "pack_refund", -500, 1830),
      row("4", "refund", 5, 2330),
      row("3", "purchase", 500, 2325, "Popular pack"),
      row("2", "monthly_grant", 1500, 1825),
      row("1", "signup_grant", 20, 20),
    ]);
    const rows = screen.getAllByRole("row").slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
    expect(cells.map((c) => c.slice(1))).toEqual([
      ["Adjustment", "+5", "1,830"],
      ["Spent", "−5", "1,825"],
      ["Pack refund", "−500", "1,830"],
      ["Refund", "+5", "2,330"],
      ["Credit packPopular pack", "+500", "2,325"],
      ["Plan credits", "+1,500", "1,825"],
      ["Sign-up bonus", "+20", "20"],
    ]);
    expect(cells[0][0]).toBe("Jan 15, 2027");
  });

  it("says what will show there when there is nothing yet", () => {
    renderLedger([]);
    expect(screen.getByText(/No credit changes yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Start creating" })).toHaveAttribute("href", "/");
  });

  it("offers a retry when it can't be loaded", () => {
    renderLedger(new Error("down"));
    expect(screen.getByRole("alert")).toHaveTextContent("couldn’t be loaded");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

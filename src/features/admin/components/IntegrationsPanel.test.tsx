import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { IntegrationsPanel } from "./IntegrationsPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const row = (id: string, label: string, state: string, current: string) => ({
  id,
  label,
  state,
  current,
  howToConnect: `How to connect ${id}.`,
});

/** The row of the card's list whose label is `label`. */
function item(label: string) {
  const term = screen.getByText(label);
  return term.closest(".rt-DataListItem") as HTMLElement;
}

describe("the admin's Integrations card", () => {
  beforeEach(() => resetConvexAuthMock());

  it("says what runs in each row: a stand-in that works is never called off", () => {
    render(
      <Theme>
        <IntegrationsPanel />
      </Theme>,
    );
    setQueryResult("adminIntegrations", [
      row("text", "Text model", "standIn", "Built-in studio"),
      row("email", "Email", "connected", "Resend"),
      row("google", "Google sign-in", "incomplete", "Not offered"),
      row("payments", "Payments", "standIn", "Test checkout (offline)"),
    ]);
    const payments = item("Payments");
    expect(within(payments).getByText("Test checkout (offline)")).toBeInTheDocument();
    expect(within(payments).getByText("Offline stand-in")).toBeInTheDocument();
    expect(within(payments).queryByText(/^(Off|Not connected)$/)).not.toBeInTheDocument();
    expect(within(item("Text model")).getByText("Offline stand-in")).toBeInTheDocument();
    expect(within(item("Email")).getByText("Connected")).toBeInTheDocument();
    expect(within(item("Google sign-in")).getByText("Incomplete")).toBeInTheDocument();
    expect(within(payments).getByText("How to connect payments.")).toBeInTheDocument();
  });

  it("says Off only where nothing does the work", () => {
    render(
      <Theme>
        <IntegrationsPanel />
      </Theme>,
    );
    setQueryResult("adminIntegrations", [row("payments", "Payments", "off", "No checkout")]);
    expect(within(item("Payments")).getByText("Off")).toBeInTheDocument();
    expect(within(item("Payments")).queryByText("Offline stand-in")).not.toBeInTheDocument();
  });
});

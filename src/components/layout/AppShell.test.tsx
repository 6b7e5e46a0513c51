import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { AppShell } from "./AppShell";

const auth = vi.hoisted(() => ({ isLoading: false, isAuthenticated: false }));
vi.mock("convex/react", () => ({ useConvexAuth: () => auth }));

function renderShell() {
  return renderWithRouter(
    <AppShell
      signedOutAction={<button type="button">Sign in</button>}
      accountMenu={<span>Account menu</span>}
      credits={<span>42 credits</span>}
    >
      <h1>Page content</h1>
    </AppShell>,
  );
}

describe("AppShell", () => {
  beforeEach(() => {
    Object.assign(auth, { isLoading: false, isAuthenticated: false });
  });

  it("has the product name linking home, the page in main, and legal links in the footer", () => {
    renderShell();

    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Legendary" })).toHaveAttribute("href", "/");

    expect(
      within(screen.getByRole("main")).getByRole("heading", { name: "Page content" }),
    ).toBeInTheDocument();

    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Legendary`);
  });

  it("offers a skip link that moves focus to the main content", async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("holds the sign-in corner with a skeleton while the session is checked", () => {
    auth.isLoading = true;
    renderShell();
    expect(screen.getByRole("status")).toHaveTextContent("Checking sign-in…");
    expect(screen.queryByText("42 credits")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("shows the visitor's slot content and no credits when signed out", () => {
    renderShell();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByText("42 credits")).not.toBeInTheDocument();
  });

  it("shows the account and credits slots when signed in", () => {
    auth.isAuthenticated = true;
    renderShell();
    expect(screen.getByText("Account menu")).toBeInTheDocument();
    expect(screen.getByText("42 credits")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("renders nothing in the slots when no feature has filled them", () => {
    renderWithRouter(
      <AppShell>
        <p>Page</p>
      </AppShell>,
    );
    const header = screen.getByRole("banner");
    expect(within(header).getAllByRole("link")).toHaveLength(1);
    expect(within(header).queryByRole("button")).not.toBeInTheDocument();
  });
});

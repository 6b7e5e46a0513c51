import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { UsersPanel } from "./UsersPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const MAYA = {
  id: "users:maya",
  email: "maya@northbound.coffee",
  name: "Maya Lin",
  plan: "pro",
  legendCredits: 10,
  isAdmin: false,
  createdAt: Date.UTC(2026, 0, 5),
};

function renderPanel() {
  render(
    <Theme>
      <UsersPanel />
    </Theme>,
  );
}

async function openGrantForm() {
  await userEvent.click(
    screen.getByRole("button", { name: "Adjust credits of maya@northbound.coffee" }),
  );
  return await screen.findByRole("form", { name: "Adjust Legend Credits" });
}

describe("the admin's Users panel", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    toast.success.mockReset();
  });

  it("loads, then lists accounts with plan, credits and a read-only admin flag", () => {
    renderPanel();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    setQueryResult("adminUsers", [
      MAYA,
      { ...MAYA, id: "users:b", email: "boss@x.test", isAdmin: true },
    ]);
    const table = screen.getByRole("table", { name: "Accounts" });
    const maya = within(table).getByRole("row", { name: /maya@northbound\.coffee/ });
    expect(within(maya).getByText("Maya Lin")).toBeInTheDocument();
    expect(within(maya).getByText("pro")).toBeInTheDocument();
    expect(within(maya).getByText("10")).toBeInTheDocument();
    expect(within(maya).getByText("No")).toBeInTheDocument();
    expect(within(table).getByText("Admin", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText(/list of admin addresses at each sign-in/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /make admin/i })).not.toBeInTheDocument();
  });

  it("says when no account matches, and offers a retry when loading fails", async () => {
    renderPanel();
    await userEvent.type(screen.getByLabelText("Search by email"), "zed");
    setQueryResult("adminUsers", []);
    expect(await screen.findByText("No account’s email starts with “zed”.")).toBeInTheDocument();
    setQueryResult("adminUsers", new Error("boom"));
    expect(screen.getByRole("alert")).toHaveTextContent("The accounts could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("grants credits with a reason", async () => {
    renderPanel();
    setQueryResult("adminUsers", [MAYA]);
    const form = await openGrantForm();
    expect(within(form).getByRole("radio", { name: "Grant" })).toBeChecked();
    mutationCalls.mockResolvedValue({
      user: { ...MAYA, legendCredits: 35 },
      delta: 25,
      balanceAfter: 35,
    });
    await userEvent.type(within(form).getByLabelText("Amount"), "25");
    await userEvent.type(within(form).getByLabelText("Reason"), "Sorry for the outage");
    await userEvent.click(within(form).getByRole("button", { name: "Grant credits" }));
    expect(mutationCalls).toHaveBeenCalledWith("admin/users:adjustCredits", {
      userId: "users:maya",
      direction: "grant",
      amount: 25,
      reason: "Sorry for the outage",
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "maya@northbound.coffee now has 35 Legend Credits.",
      ),
    );
    expect(screen.queryByRole("form", { name: "Adjust Legend Credits" })).not.toBeInTheDocument();
  });

  it("needs a reason and a whole amount, and never removes more than the balance", async () => {
    renderPanel();
    setQueryResult("adminUsers", [MAYA]);
    const form = await openGrantForm();
    await userEvent.type(within(form).getByLabelText("Amount"), "2.5");
    await userEvent.click(within(form).getByRole("button", { name: "Grant credits" }));
    expect(
      await within(form).findByText("Enter a whole number of Legend Credits from 1 to 100,000."),
    ).toBeInTheDocument();
    expect(
      within(form).getByText("Give a reason: it is written to the user's credit history."),
    ).toBeInTheDocument();

    await userEvent.click(within(form).getByRole("radio", { name: "Remove" }));
    await userEvent.clear(within(form).getByLabelText("Amount"));
    await userEvent.type(within(form).getByLabelText("Amount"), "11");
    await userEvent.type(within(form).getByLabelText("Reason"), "Test credits");
    await userEvent.click(within(form).getByRole("button", { name: "Remove credits" }));
    expect(
      await within(form).findByText(
        "maya@northbound.coffee has 10 Legend Credits: you can remove at most that many.",
      ),
    ).toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form", async () => {
    renderPanel();
    setQueryResult("adminUsers", [MAYA]);
    const form = await openGrantForm();
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "NOT_FOUND", message: "Account not found." }),
    );
    await userEvent.type(within(form).getByLabelText("Amount"), "5");
    await userEvent.type(within(form).getByLabelText("Reason"), "Goodwill");
    await userEvent.click(within(form).getByRole("button", { name: "Grant credits" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Account not found.");
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { PRICE_ID_FORMAT_MESSAGE, PRICE_ID_PLACEHOLDER_MESSAGE } from "../forms/catalogRowSchema";
import { BillingCatalogPanel } from "./BillingCatalogPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const CATALOG = {
  tiers: [
    { tier: "starter", name: "Starter", priceMonthly: 9900, stripePriceId: null, isActive: true },
    { tier: "pro", name: "Pro", priceMonthly: 39900, stripePriceId: "price_1Pro", isActive: true },
  ],
  packages: [
    {
      packageId: "small",
      name: "Small pack",
      priceInCents: 1900,
      stripePriceId: null,
      isActive: false,
    },
  ],
};

function renderPanel() {
  render(
    <Theme>
      <BillingCatalogPanel />
    </Theme>,
  );
  setQueryResult("billingCatalog", CATALOG);
  return within(screen.getByRole("region", { name: "Plans and credit packs" }));
}

describe("/admin: plans and credit packs", () => {
  beforeEach(() => {
    resetConvexAuthMock();
  });

  it("lists every plan and pack with its price id and Active switch", () => {
    const panel = renderPanel();
    const pro = within(panel.getByRole("form", { name: "Pro" }));
    expect(pro.getByLabelText("Stripe price id")).toHaveValue("price_1Pro");
    expect(pro.getByRole("switch")).toBeChecked();
    const pack = within(panel.getByRole("form", { name: "Small pack" }));
    expect(pack.getByRole("switch")).not.toBeChecked();
    expect(panel.getByText("$99.00 a month")).toBeVisible();
  });

  it("refuses a malformed price id and the placeholder, saving nothing", async () => {
    const panel = renderPanel();
    const starter = within(panel.getByRole("form", { name: "Starter" }));
    const input = starter.getByLabelText("Stripe price id");
    await userEvent.type(input, "prod_123");
    await userEvent.click(starter.getByRole("button", { name: "Save" }));
    expect(await starter.findByText(PRICE_ID_FORMAT_MESSAGE)).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(input);
    await userEvent.type(input, "price_xxxxx");
    await userEvent.click(starter.getByRole("button", { name: "Save" }));
    expect(await starter.findByText(PRICE_ID_PLACEHOLDER_MESSAGE)).toBeVisible();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("saves a row: a real price id, or none when emptied", async () => {
    const panel = renderPanel();
    const starter = within(panel.getByRole("form", { name: "Starter" }));
    await userEvent.type(starter.getByLabelText("Stripe price id"), " price_1AbC ");
    await userEvent.click(starter.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mutationCalls).toHaveBeenCalledWith("billing/admin:updateTier", {
        tier: "starter",
        stripePriceId: "price_1AbC",
        isActive: true,
      }),
    );
    expect(await starter.findByText("Saved")).toBeVisible();

    const pro = within(panel.getByRole("form", { name: "Pro" }));
    await userEvent.clear(pro.getByLabelText("Stripe price id"));
    await userEvent.click(pro.getByRole("switch"));
    await userEvent.click(pro.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mutationCalls).toHaveBeenLastCalledWith("billing/admin:updateTier", {
        tier: "pro",
        stripePriceId: null,
        isActive: false,
      }),
    );

    const pack = within(panel.getByRole("form", { name: "Small pack" }));
    await userEvent.click(pack.getByRole("switch"));
    await userEvent.click(pack.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mutationCalls).toHaveBeenLastCalledWith("billing/admin:updatePackage", {
        packageId: "small",
        stripePriceId: null,
        isActive: true,
      }),
    );
  });

  it("shows the server's refusal beside the row", async () => {
    mutationCalls.mockRejectedValueOnce(
      new ConvexError({ code: "CONFLICT", message: "Another plan already uses this price." }),
    );
    const panel = renderPanel();
    const starter = within(panel.getByRole("form", { name: "Starter" }));
    await userEvent.type(starter.getByLabelText("Stripe price id"), "price_1Pro");
    await userEvent.click(starter.getByRole("button", { name: "Save" }));
    expect(await starter.findByRole("alert")).toHaveTextContent(
      "Another plan already uses this price.",
    );
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import {
  clearPendingAction,
  readPendingAction,
  resumePendingAction,
  savePendingAction,
} from "@/lib/pendingActions/pendingActions";
import type { BrandAlternativesView, BrandFields, LegendOption } from "../lib/types";
import { ReimagineBrand } from "./ReimagineBrand";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const FIELDS: BrandFields = {
  brand: "Northbound",
  audience: "City commuters",
  message: "Fold it and ride anywhere",
  tone: "Bold",
};

/** The page hands in the whole brief form; only the four fields may reach the server. */
const WHOLE_FORM = {
  ...FIELDS,
  brandId: "",
  uniqueSellingPoint: "Folds in one move",
  title: "",
  model: "default",
} as BrandFields;

const LEGENDS: LegendOption[] = [
  { id: "l1", name: "David Ogilvy", slug: "david-ogilvy", headshot: null, locked: false },
  { id: "l2", name: "Bill Bernbach", slug: "bill-bernbach", headshot: null, locked: false },
  {
    id: "l3",
    name: "Mary Wells Lawrence",
    slug: "mary-wells-lawrence",
    headshot: null,
    locked: false,
  },
  { id: "l4", name: "Lee Clow", slug: "lee-clow", headshot: null, locked: false },
];

function view(overrides: Partial<BrandAlternativesView> = {}): BrandAlternativesView {
  return {
    jobId: "job1",
    status: "running",
    step: "Bill Bernbach is naming the brand…",
    errorMessage: null,
    cost: 2,
    brand: "Northbound",
    provider: null,
    legends: [
      {
        legendId: "l1",
        legendName: "David Ogilvy",
        legendSlug: "david-ogilvy",
        alternatives: [
          { name: "Foldworks", description: "A maker's name.", rationale: "Specific sells." },
          { name: "Ledger & Ride", description: "A record.", rationale: "Proof beats promises." },
        ],
      },
      {
        legendId: "l2",
        legendName: "Bill Bernbach",
        legendSlug: "bill-bernbach",
        alternatives: null,
      },
    ],
    ...overrides,
  } as BrandAlternativesView;
}

function renderIt(props: Partial<Parameters<typeof ReimagineBrand>[0]> = {}) {
  const handlers = {
    onRequireSignIn: vi.fn(),
    onUpgrade: vi.fn(),
    onApply: vi.fn(),
  };
  renderWithRouter(
    <ReimagineBrand fields={WHOLE_FORM} legends={LEGENDS} signedIn {...handlers} {...props} />,
  );
  return handlers;
}

const open = () => userEvent.click(screen.getByRole("button", { name: "Reimagine brand" }));

describe("ReimagineBrand", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    clearPendingAction();
  });

  it("says 'Missing Information' and names the empty fields instead of opening", async () => {
    renderIt({ fields: { ...FIELDS, audience: "", tone: " " } });
    await open();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Missing Information");
    expect(alert).toHaveTextContent(
      "Please fill in the target audience and the tone/style before reimagining the brand.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Continue disabled with no legend, says the price, and stops at the maximum", async () => {
    renderIt();
    await open();
    const dialog = await screen.findByRole("dialog", {
      name: "Choose legends to reimagine your brand",
    });
    const next = within(dialog).getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "David Ogilvy" }));
    expect(next).toBeEnabled();
    expect(dialog).toHaveTextContent("Uses 1 Legend Credit");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Bill Bernbach" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Mary Wells Lawrence" }));
    expect(dialog).toHaveTextContent("3 of 3 selected");
    expect(dialog).toHaveTextContent("Uses 3 Legend Credits");
    expect(within(dialog).getByRole("checkbox", { name: "Lee Clow" })).toBeDisabled();
  });

  it("shows each legend's names grouped and live; 'Use this name' applies it", async () => {
    mutationCalls.mockResolvedValueOnce("job1");
    const { onApply } = renderIt();
    await open();
    await userEvent.click(screen.getByRole("checkbox", { name: "David Ogilvy" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Bill Bernbach" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(mutationCalls).toHaveBeenCalledWith("brandAlternatives/mutations:request", {
      ...FIELDS,
      selectedLegends: ["l1", "l2"],
    });
    setQueryResult("brandAlternatives", view());
    const dialog = await screen.findByRole("dialog", { name: "Alternative brand names" });
    const ogilvy = within(dialog).getByRole("region", { name: "David Ogilvy's names" });
    expect(ogilvy).toHaveTextContent("Foldworks");
    expect(ogilvy).toHaveTextContent("Specific sells.");
    expect(within(dialog).getByRole("region", { name: "Bill Bernbach's names" })).toHaveTextContent(
      "Bill Bernbach is naming the brand…",
    );
    await userEvent.click(
      within(ogilvy).getByRole("button", { name: "Use this name: Ledger & Ride" }),
    );
    expect(onApply).toHaveBeenCalledWith("Ledger & Ride");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the spec's words when no alternatives came back", async () => {
    mutationCalls.mockResolvedValueOnce("job1");
    renderIt();
    await open();
    await userEvent.click(screen.getByRole("checkbox", { name: "David Ogilvy" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    setQueryResult(
      "brandAlternatives",
      view({
        status: "succeeded",
        step: null,
        legends: [
          {
            legendId: "l1" as BrandAlternativesView["legends"][number]["legendId"],
            legendName: "David Ogilvy",
            legendSlug: "david-ogilvy",
            alternatives: null,
          },
        ],
      }),
    );
    expect(await screen.findByText("No alternatives generated. Please try again.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      screen.getByRole("dialog", { name: "Choose legends to reimagine your brand" }),
    ).toBeVisible();
  });

  it("keeps a visitor's click as BRAND_ALTERNATIVES, and resumes it after sign-in", async () => {
    const { onRequireSignIn } = renderIt({ signedIn: false });
    await open();
    await userEvent.click(screen.getByRole("checkbox", { name: "Lee Clow" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
    expect(mutationCalls).not.toHaveBeenCalled();
    expect(readPendingAction()).toMatchObject({
      action: "BRAND_ALTERNATIVES",
      payload: { fields: FIELDS, legendIds: ["l4"] },
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("resumes a stored request: the dialog opens and asks at once", async () => {
    mutationCalls.mockResolvedValueOnce("job1");
    renderIt();
    savePendingAction("BRAND_ALTERNATIVES", { fields: FIELDS, legendIds: ["l2"] });
    expect(resumePendingAction()).toBe("resumed");
    expect(await screen.findByRole("dialog")).toBeVisible();
    expect(mutationCalls).toHaveBeenCalledWith("brandAlternatives/mutations:request", {
      ...FIELDS,
      selectedLegends: ["l2"],
    });
  });

  it("hands a short balance to the upgrade path", async () => {
    const shortage = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits",
    });
    mutationCalls.mockRejectedValueOnce(shortage);
    const { onUpgrade } = renderIt();
    await open();
    await userEvent.click(screen.getByRole("checkbox", { name: "David Ogilvy" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onUpgrade).toHaveBeenCalledWith(shortage);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

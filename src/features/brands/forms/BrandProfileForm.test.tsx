import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { actionCalls, mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { validationMessages } from "../../../../shared/errors";
import { EMPTY_BRAND_PROFILE_FORM } from "../../../../shared/schemas/brandProfile";
import { BrandProfileForm } from "./BrandProfileForm";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function renderForm(onSave = vi.fn().mockResolvedValue(null)) {
  render(
    <Theme>
      <BrandProfileForm
        initial={EMPTY_BRAND_PROFILE_FORM}
        initialLogoUrl={null}
        submitLabel="Save brand profile"
        onSave={onSave}
        onCancel={vi.fn()}
      />
    </Theme>,
  );
  return onSave;
}

describe("the brand profile form", () => {
  beforeEach(() => resetConvexAuthMock());

  it("says what is wrong in the shared schema's words, and saves nothing", async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText("Colours"), "red");
    await userEvent.click(screen.getByRole("button", { name: "Save brand profile" }));
    expect(await screen.findByText(validationMessages.brandProfile.nameRequired)).toBeVisible();
    expect(screen.getByText(validationMessages.brandProfile.colorFormat)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves what was typed, lists as text", async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText("Brand name"), "Northbound");
    await userEvent.type(screen.getByLabelText("Voice and tone"), "warm, witty");
    await userEvent.type(screen.getByLabelText("Colours"), "#1a2b3c");
    await userEvent.click(screen.getByRole("button", { name: "Save brand profile" }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0][0]).toMatchObject({
      name: "Northbound",
      voice: "warm, witty",
      colors: "#1a2b3c",
    });
  });

  it("fills the form from a website for review, saving nothing until save is pressed", async () => {
    actionCalls.mockResolvedValue({
      ok: true,
      url: "https://northbound.coffee/",
      draft: {
        name: "Northbound Coffee",
        industry: "Coffee",
        audience: "Remote workers",
        voice: ["friendly", "independent"],
        keyMessages: ["Roasted this week."],
        colors: ["#1A2B3C"],
        dos: ["Name the roast day"],
        donts: [],
      },
    });
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText("Create from website"), "northbound.coffee");
    await userEvent.click(screen.getByRole("button", { name: "Fill from website" }));
    expect(await screen.findByDisplayValue("Northbound Coffee")).toBeVisible();
    expect(screen.getByLabelText("Voice and tone")).toHaveValue("friendly, independent");
    expect(screen.getByRole("status")).toHaveTextContent("Review the profile below");
    expect(actionCalls).toHaveBeenCalledWith("brands/draft:fromWebsite", {
      url: "northbound.coffee",
    });
    expect(onSave).not.toHaveBeenCalled();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("says why a website could not be read", async () => {
    actionCalls.mockResolvedValue({ ok: false, reason: "We couldn't connect to that website." });
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Fill from website" }));
    expect(await screen.findByText(validationMessages.brandProfile.websiteRequired)).toBeVisible();
    await userEvent.type(screen.getByLabelText("Create from website"), "nowhere.example");
    await userEvent.click(screen.getByRole("button", { name: "Fill from website" }));
    expect(await screen.findByText("We couldn't connect to that website.")).toBeVisible();
  });
});

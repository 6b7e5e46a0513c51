import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { STRATEGIST_LIMITS } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";
import type { StrategistFormInput } from "../lib/types";
import { StrategistForm } from "./StrategistForm";

function renderForm(mode: StrategistFormInput["mode"], discoveryIQSessionId = "") {
  const onSubmit = vi.fn();
  render(
    <Theme>
      <StrategistForm
        defaultValues={{ mode, websiteUrl: "", additionalContext: "", discoveryIQSessionId }}
        busy={false}
        serverError={null}
        priceLine="Uses 1 Legend Credit"
        onSubmit={onSubmit}
      />
    </Theme>,
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Generate strategies" }));

describe("StrategistForm", () => {
  it("says the price before the click, as the button's description", () => {
    renderForm("quickIdeas");
    expect(screen.getByRole("button", { name: "Generate strategies" })).toHaveAccessibleDescription(
      "Uses 1 Legend Credit",
    );
  });

  it("Ad Strategist: needs a website, a brand name or context", async () => {
    const onSubmit = renderForm("strategist");
    await userEvent.type(screen.getByLabelText("Additional context"), "   ");
    await submit();
    expect(await screen.findByText(validationMessages.adStrategist.needsContext)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Website or brand name"), "northbound.coffee");
    await submit();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      mode: "strategist",
      websiteUrl: "northbound.coffee",
      additionalContext: "",
      discoveryIQSessionId: "",
    });
  });

  it("Ad Strategist: Discovery IQ research is enough to run on", async () => {
    const onSubmit = renderForm("strategist", "d1");
    await submit();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      mode: "strategist",
      websiteUrl: "",
      additionalContext: "",
      discoveryIQSessionId: "d1",
    });
  });

  it("Let's Get Started: needs what to advertise; the website is optional", async () => {
    const onSubmit = renderForm("quickIdeas");
    await userEvent.type(screen.getByLabelText("Website (optional)"), "northbound.coffee");
    await submit();
    expect(await screen.findByText(validationMessages.quickIdeas.contextRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("What do you want to advertise?"), " Cold brew ");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: "quickIdeas", additionalContext: "Cold brew" }),
    );
  });

  it("says the limit of an oversized field", async () => {
    renderForm("strategist");
    const context = screen.getByLabelText("Additional context");
    context.removeAttribute("maxLength");
    await userEvent.click(context);
    await userEvent.paste("x".repeat(STRATEGIST_LIMITS.additionalContext + 1));
    await submit();
    expect(
      await screen.findByText(
        validationMessages.tooLong("Additional context", STRATEGIST_LIMITS.additionalContext),
      ),
    ).toBeVisible();
  });
});

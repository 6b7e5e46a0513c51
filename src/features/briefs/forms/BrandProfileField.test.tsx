import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Theme } from "@radix-ui/themes";
import { briefFormSchema } from "../../../../shared/schemas/brief";
import { EMPTY_BRIEF_FORM } from "../lib/types";
import type { BriefForm } from "../hooks/useBriefDraftState";
import { BrandProfileField, type BrandProfileFieldProps } from "./BrandProfileField";

const PROFILES = [
  { id: "brandProfiles:1", name: "Northbound Coffee" },
  { id: "brandProfiles:2", name: "Trailcharge" },
];

function Harness({ field }: { field: BrandProfileFieldProps }) {
  const form: BriefForm = useForm({
    resolver: zodResolver(briefFormSchema),
    defaultValues: EMPTY_BRIEF_FORM,
  });
  const [brand, brandId] = useWatch({ control: form.control, name: ["brand", "brandId"] });
  return (
    <>
      <BrandProfileField form={form} field={field} />
      <output aria-label="Form values">{JSON.stringify({ brand, brandId })}</output>
    </>
  );
}

function renderField(overrides: Partial<BrandProfileFieldProps> = {}) {
  const field: BrandProfileFieldProps = {
    profiles: PROFILES,
    limit: 5,
    onUpgrade: vi.fn(),
    onManage: vi.fn(),
    onAdd: vi.fn(),
    ...overrides,
  };
  render(
    <Theme>
      <Harness field={field} />
    </Theme>,
  );
  return field;
}

describe("the brief form's brand profile field", () => {
  it("shows 'Pro Feature' at a limit of 0, opening the upgrade teaser", async () => {
    const field = renderField({ profiles: [], limit: 0 });
    expect(screen.queryByRole("combobox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Pro Feature/ }));
    expect(field.onUpgrade).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Add brand profile" })).toBeNull();
  });

  it("offers None and the profiles above 0; choosing one fills the brand and sets brandId", async () => {
    renderField();
    const select = screen.getByRole("combobox", { name: "Brand profile" });
    expect(select).toHaveTextContent("None");
    await userEvent.click(select);
    expect(screen.getByRole("option", { name: "None" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("option", { name: "Trailcharge" }));
    expect(screen.getByLabelText("Form values")).toHaveTextContent(
      JSON.stringify({ brand: "Trailcharge", brandId: "brandProfiles:2" }),
    );
  });

  it("shows the add button only below the limit, and always 'Manage brand profiles'", async () => {
    const below = renderField({ limit: 3 });
    await userEvent.click(screen.getByRole("button", { name: "Add brand profile" }));
    expect(below.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Manage brand profiles" }));
    expect(below.onManage).toHaveBeenCalledOnce();
  });

  it("hides the add button at the limit", () => {
    renderField({ limit: 2 });
    expect(screen.queryByRole("button", { name: "Add brand profile" })).toBeNull();
    expect(screen.getByRole("button", { name: "Manage brand profiles" })).toBeVisible();
  });
});

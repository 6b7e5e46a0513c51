import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { GenerationDefaultsPanel } from "./GenerationDefaultsPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const SETTINGS = {
  defaultImageProvider: "ideogram",
  defaultIdeogramModel: "V_2A",
  defaultReplicateModel: "black-forest-labs/flux-schnell",
  defaultModel: "gpt-4.1",
};
const MODELS = [
  { id: "m1", name: "FLUX Schnell", modelId: "black-forest-labs/flux-schnell", isActive: true },
  { id: "m2", name: "SDXL", modelId: "stability-ai/sdxl", isActive: true },
  { id: "m3", name: "Retired", modelId: "old/model", isActive: false },
];

function renderPanel() {
  render(
    <Theme>
      <GenerationDefaultsPanel />
    </Theme>,
  );
  return within(screen.getByRole("region", { name: "Generation defaults" }));
}

async function choose(panel: ReturnType<typeof renderPanel>, label: string, option: string) {
  await userEvent.click(panel.getByRole("combobox", { name: label }));
  await userEvent.click(screen.getByRole("option", { name: option }));
}

describe("the admin's generation defaults", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it("shows the settings in force once loaded", () => {
    const panel = renderPanel();
    expect(panel.queryByRole("combobox")).toBeNull();
    setQueryResult("adminSettings", SETTINGS);
    setQueryResult("replicateModels", MODELS);
    expect(panel.getByRole("combobox", { name: "Image provider" })).toHaveTextContent("Ideogram");
    expect(panel.getByRole("combobox", { name: "Ideogram model" })).toHaveTextContent("V_2A");
    expect(panel.getByRole("combobox", { name: "Replicate model" })).toHaveTextContent(
      "FLUX Schnell",
    );
    expect(panel.getByText("2 active models.")).toBeVisible();
  });

  it("offers only active Replicate models and saves a change at once", async () => {
    const panel = renderPanel();
    setQueryResult("adminSettings", SETTINGS);
    setQueryResult("replicateModels", MODELS);
    await userEvent.click(panel.getByRole("combobox", { name: "Replicate model" }));
    expect(screen.queryByRole("option", { name: "Retired" })).toBeNull();
    await userEvent.click(screen.getByRole("option", { name: "SDXL" }));
    expect(mutationCalls).toHaveBeenCalledWith("admin/settings:update", {
      defaultReplicateModel: "stability-ai/sdxl",
    });
    expect(toast.success).toHaveBeenCalledWith("Saved", expect.anything());

    await choose(panel, "Image provider", "Replicate");
    expect(mutationCalls).toHaveBeenLastCalledWith("admin/settings:update", {
      defaultImageProvider: "replicate",
    });
  });

  it("says so when a save is refused", async () => {
    mutationCalls.mockRejectedValueOnce(
      Object.assign(new Error("x"), { data: { code: "FORBIDDEN", message: "Admins only." } }),
    );
    const panel = renderPanel();
    setQueryResult("adminSettings", SETTINGS);
    setQueryResult("replicateModels", MODELS);
    await choose(panel, "Ideogram model", "V_1I");
    expect(toast.error).toHaveBeenCalledWith("Couldn't save the setting", {
      description: "Admins only.",
    });
  });

  it("offers a retry when the settings can't be loaded", () => {
    const panel = renderPanel();
    setQueryResult("adminSettings", new Error("boom"));
    setQueryResult("replicateModels", MODELS);
    expect(panel.getByRole("alert")).toHaveTextContent(
      "The generation defaults could not be loaded.",
    );
    expect(panel.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

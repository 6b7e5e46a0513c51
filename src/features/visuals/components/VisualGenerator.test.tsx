import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { idea, imageOptions, visual } from "../testing/fixtures";
import { VisualGenerator, type VisualGeneratorProps } from "./VisualGenerator";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const GENERATE = "visuals/mutations:generateVisual";

function renderGenerator(props: Partial<VisualGeneratorProps> = {}) {
  return render(
    <Theme>
      <VisualGenerator idea={idea} {...props} />
    </Theme>,
  );
}

const job = (overrides: Record<string, unknown>) => ({
  id: "vjob1",
  kind: "visual",
  status: "running",
  step: "Waiting for the studio…",
  cost: 1,
  result: null,
  errorCode: null,
  errorMessage: null,
  createdAt: Date.now(),
  finishedAt: null,
  provider: null,
  metadata: null,
  ...overrides,
});

describe("VisualGenerator", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    setQueryResult("imageOptions", imageOptions());
    setQueryResult("visuals", []);
  });

  it("offers the spec's aspect ratios with their descriptions, 1:1 Square by default", () => {
    renderGenerator();
    const group = screen.getByRole("radiogroup", { name: "Aspect ratio" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.textContent)).toEqual([
      "Square 1:1",
      "Tall 9:16mobile stories/reels",
      "Portrait 4:5mobile feed",
      "Wide 16:9desktop/video",
    ]);
    expect(within(group).getByRole("radio", { name: /Square/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Generate visual" })).toHaveAccessibleDescription(
      "Uses 1 Legend Credit",
    );
  });

  it("shows the visual prompt and edits it in 'Edit visualization prompt'", async () => {
    mutationCalls.mockResolvedValue({ ideaId: idea.id, visualPrompt: "Dawn, a doorstep, steam" });
    renderGenerator();
    expect(screen.getByText(idea.visualPrompt)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit prompt" }));
    const dialog = screen.getByRole("dialog", { name: "Edit visualization prompt" });
    const field = within(dialog).getByLabelText("Visualization prompt");
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save prompt" }));
    expect(within(dialog).getByText("Visualization prompt is required")).toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalled();
    await userEvent.type(field, "  Dawn, a doorstep, steam ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save prompt" }));
    expect(mutationCalls).toHaveBeenCalledWith("visuals/mutations:updateVisualPrompt", {
      ideaId: idea.id,
      visualPrompt: "Dawn, a doorstep, steam",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Dawn, a doorstep, steam")).toBeInTheDocument();
  });

  it("needs an existing prompt to edit (spec 5)", () => {
    renderGenerator({ idea: { ...idea, visualPrompt: "  " } });
    expect(screen.getByRole("button", { name: "Edit prompt" })).toBeDisabled();
    expect(screen.getByText("Edit prompt needs an existing prompt")).toBeInTheDocument();
  });

  it("shows provider and model choices to admins only", async () => {
    const { unmount } = renderGenerator();
    expect(screen.queryByText("Image provider")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    unmount();

    setQueryResult(
      "imageOptions",
      imageOptions({
        canChooseModel: true,
        ideogramModels: ["V_2A", "V_1I"],
        replicateModels: [{ name: "Flux Schnell", modelId: "black-forest-labs/flux-schnell" }],
      }),
    );
    mutationCalls.mockResolvedValue({ jobId: "vjob1" });
    renderGenerator();
    expect(screen.getByRole("combobox", { name: "Image provider" })).toHaveTextContent("Ideogram");
    expect(screen.getByRole("combobox", { name: "Model" })).toHaveTextContent("V_2A");
    await userEvent.click(screen.getByRole("button", { name: "Generate visual" }));
    expect(mutationCalls).toHaveBeenCalledWith(
      GENERATE,
      expect.objectContaining({ provider: "ideogram", model: "V_2A" }),
    );
  });

  it("generates a 9:16 visual teamed up with a legend, with live progress in words", async () => {
    const onPickTeamLegend = vi.fn().mockResolvedValue({ id: "legend2", name: "Paula Scher" });
    mutationCalls.mockResolvedValue({ jobId: "vjob1" });
    renderGenerator({ onPickTeamLegend });
    await userEvent.click(screen.getByRole("radio", { name: /Tall/ }));
    await userEvent.click(screen.getByRole("button", { name: "Team up with a legend" }));
    expect(onPickTeamLegend).toHaveBeenCalledWith({
      ideaId: idea.id,
      ideaLegendId: idea.legend.id,
      current: null,
    });
    expect(screen.getByText("Lee Clow × Paula Scher")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Generate visual" }));
    expect(mutationCalls).toHaveBeenCalledWith(GENERATE, {
      ideaId: idea.id,
      magicPrompt: true,
      includeText: false,
      aspectRatio: "9:16",
      teamLegendId: "legend2",
    });

    setQueryResult("visualJob", job({}));
    expect(screen.getByRole("status")).toHaveTextContent("Lee Clow and Paula Scher are composing…");
    expect(screen.getByRole("button", { name: "Generating…" })).toBeDisabled();

    setQueryResult("visualJob", job({ status: "succeeded", result: { visualId: "visual2" } }));
    setQueryResult("visuals", [
      visual({
        id: "visual2",
        aspectRatio: "9:16",
        teamLegend: { id: "legend2", name: "Paula Scher" },
      }),
    ]);
    const card = screen.getByRole("article", { name: "Visual, Tall (mobile stories/reels)" });
    expect(within(card).getByText("New")).toBeInTheDocument();
    expect(within(card).getByText("with Paula Scher")).toBeInTheDocument();
    expect(within(card).getByRole("img").parentElement).toHaveStyle({ aspectRatio: "9 / 16" });
    expect(within(card).getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "/api/media/visual-1",
    );
    expect(screen.getByRole("button", { name: "Generate visual" })).toBeEnabled();
  });

  it("does not team a legend up with itself", async () => {
    const onPickTeamLegend = vi.fn().mockResolvedValue({ id: idea.legend.id, name: "Lee Clow" });
    renderGenerator({ onPickTeamLegend });
    await userEvent.click(screen.getByRole("button", { name: "Team up with a legend" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Lee Clow already leads this idea");
    expect(screen.getByRole("button", { name: "Team up with a legend" })).toBeInTheDocument();
  });

  it("says 'Failed to generate visual. Please try again.' when the job fails", async () => {
    mutationCalls.mockResolvedValue({ jobId: "vjob1" });
    renderGenerator();
    await userEvent.click(screen.getByRole("button", { name: "Generate visual" }));
    expect(screen.getByRole("status")).toHaveTextContent("Lee Clow is composing…");
    setQueryResult("visualJob", job({ status: "failed", errorCode: "UNAVAILABLE" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to generate visual. Please try again.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(mutationCalls).toHaveBeenCalledTimes(2);
  });

  it("opens the upgrade path when Legend Credits run out", async () => {
    const error = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits",
    });
    mutationCalls.mockRejectedValue(error);
    const onInsufficientCredits = vi.fn();
    renderGenerator({ onInsufficientCredits });
    await userEvent.click(screen.getByRole("button", { name: "Generate visual" }));
    expect(onInsufficientCredits).toHaveBeenCalledExactlyOnceWith(error);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says what to do when the idea has no visuals yet", () => {
    renderGenerator();
    expect(
      screen.getByText("No visuals yet. Pick an aspect ratio and generate the first one."),
    ).toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { publishPretests, resetPretestStore } from "../lib/pretestStore";
import type { PretestIdea, PretestView } from "../lib/types";
import { makePretest, makePretestIdea, scoresOf, SWAP } from "../testing/fixtures";
import { PretestSection, SHARPEN_STOPPED, type PretestSectionProps } from "./PretestSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const LABELS = [
  "Answers the key message",
  "Speaks to the audience",
  "Distinctive",
  "Brand linkage",
  "Simplicity",
];

function renderSection(
  row: Partial<PretestView> = {},
  props: Partial<PretestSectionProps> & { idea?: PretestIdea } = {},
) {
  const idea = props.idea ?? makePretestIdea();
  publishPretests([makePretest({ ideaId: idea.id, ...row })]);
  render(
    <Theme>
      <PretestSection idea={idea} {...props} />
    </Theme>,
  );
  return { idea, section: screen.getByRole("region", { name: "Pre-test" }) };
}

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe("the Pre-test section in an idea's details", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    resetPretestStore();
    vi.clearAllMocks();
  });

  it("lists the five dimensions with their score and reason, and the total", () => {
    const { section } = renderSection({ scores: scoresOf([5, 4, 3, 2, 1]) });
    expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    LABELS.forEach((label, index) => {
      const row = within(section).getByRole("listitem", { name: label });
      const score = 5 - index;
      expect(within(row).getByText(`${score}/5`)).toBeVisible();
      expect(within(row).getByText(`Score ${score} of 5`)).toBeInTheDocument();
    });
    expect(within(section).getByText("Reason for brandLinkage.")).toBeVisible();
    expect(within(section).getByText("Pre-test score 15 of 25")).toBeInTheDocument();
  });

  it("offers 'Sharpen · 1 credit' only on dimensions scoring 3 or less", () => {
    const { section } = renderSection({ scores: scoresOf([5, 4, 3, 2, 4]) });
    const sharpen = within(section).getAllByRole("button", { name: "Sharpen · 1 credit" });
    expect(sharpen).toHaveLength(2);
    expect(sharpen.map((button) => button.closest("li")?.dataset.dimension)).toEqual([
      "distinctive",
      "brandLinkage",
    ]);
    expect(sharpen[1]).toHaveAccessibleDescription("Brand linkage");
  });

  it("sharpens for the dimension, disabled while pending, and says where the new version goes", async () => {
    const answer = deferred<unknown>();
    mutationCalls.mockReturnValue(answer.promise);
    const { idea, section } = renderSection({ scores: scoresOf([5, 4, 4, 2, 4]) });
    const row = within(section).getByRole("listitem", { name: "Brand linkage" });
    await userEvent.click(within(row).getByRole("button", { name: "Sharpen · 1 credit" }));
    expect(mutationCalls).toHaveBeenCalledWith("pretest/mutations:sharpen", {
      ideaId: idea.id,
      dimension: "brandLinkage",
    });
    expect(within(row).getByRole("button", { name: "Sharpening…" })).toBeDisabled();
    expect(within(section).getByRole("button", { name: "Re-run pre-test" })).toBeDisabled();
    answer.resolve({ jobId: "generationJobs:9" });
    expect(await within(row).findByRole("button", { name: "Sharpen · 1 credit" })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith("Sharpening for Brand linkage…", {
      description: "The new version appears beside this one; this one stays as it is.",
    });
  });

  it("opens the upgrade path when Sharpen runs out of credits", async () => {
    const onUpgrade = vi.fn();
    const error = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits. Please upgrade your plan to continue.",
    });
    mutationCalls.mockRejectedValue(error);
    const { section } = renderSection({ scores: scoresOf([2, 4, 4, 4, 4]) }, { onUpgrade });
    await userEvent.click(within(section).getByRole("button", { name: "Sharpen · 1 credit" }));
    expect(onUpgrade).toHaveBeenCalledWith(error);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts any other failure in the server's words", async () => {
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "FORBIDDEN", message: "Only editors can sharpen ideas." }),
    );
    const { section } = renderSection({ scores: scoresOf([2, 4, 4, 4, 4]) });
    await userEvent.click(within(section).getByRole("button", { name: "Sharpen · 1 credit" }));
    expect(toast.error).toHaveBeenCalledWith("Couldn’t sharpen this idea", {
      description: "Only editors can sharpen ideas.",
    });
  });

  it("re-runs the pre-test for an editor", async () => {
    const { idea, section } = renderSection();
    await userEvent.click(within(section).getByRole("button", { name: "Re-run pre-test" }));
    expect(mutationCalls).toHaveBeenCalledWith("pretest/mutations:rerun", { ideaId: idea.id });
  });

  it("shows a viewer the scores and swap test but no buttons", () => {
    const { section } = renderSection({ scores: scoresOf([1, 1, 1, 1, 1]), canEdit: false });
    expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    expect(within(section).getByRole("region", { name: "Swap test" })).toBeVisible();
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("shows the swap test: competitor, the rewrite quoted, the verdict, and 'Ownable'", () => {
    const { section } = renderSection({ swap: SWAP });
    const swap = within(section).getByRole("region", { name: "Swap test" });
    expect(within(swap).getByText("Blue Bottle")).toBeVisible();
    expect(within(swap).queryByText(/assumed/)).toBeNull();
    expect(within(swap).getByText(`“${SWAP.rewrite}”`)).toBeVisible();
    expect(within(swap).getByText(SWAP.verdict)).toBeVisible();
    expect(within(swap).getByText("Ownable")).toHaveAttribute("data-ownable", "true");
  });

  it("says 'Not ownable' and that the competitor was assumed", () => {
    const { section } = renderSection({
      swap: { ...SWAP, competitor: "Starbucks", competitorAssumed: true, stillWorks: true },
    });
    const swap = within(section).getByRole("region", { name: "Swap test" });
    expect(within(swap).getByText("Not ownable")).toHaveAttribute("data-ownable", "false");
    expect(swap).toHaveTextContent(
      "With Starbucks in your brand’s place (assumed: the brief names no competitors):",
    );
  });

  it("says it is pre-testing while the job runs, with Re-run off", () => {
    const { section } = renderSection({ status: "running", scores: [], total: null, swap: null });
    expect(within(section).getByRole("status")).toHaveTextContent("Pre-testing…");
    expect(within(section).getByRole("button", { name: "Re-run pre-test" })).toBeDisabled();
  });

  it("shows why a pre-test failed", () => {
    const { section } = renderSection({
      status: "failed",
      scores: [],
      total: null,
      swap: null,
      errorMessage: "The pre-test couldn’t finish. Re-run it.",
    });
    expect(within(section).getByText("The pre-test couldn’t finish. Re-run it.")).toBeVisible();
  });

  it("says a Sharpen is working, and that the new version will appear beside this one", () => {
    const { section } = renderSection({
      sharpen: { dimension: "brandLinkage", status: "working", errorMessage: null },
    });
    expect(within(section).getByRole("status")).toHaveTextContent(
      "Sharpening for “Brand linkage”… the new version appears beside this one.",
    );
  });

  it("offers Try again on a Sharpen that stopped (a timeout), sharpening the same dimension", async () => {
    const timedOut =
      "This took too long and was stopped. Your Legend Credits were returned; please try again.";
    const { idea, section } = renderSection({
      sharpen: { dimension: "distinctive", status: "failed", errorMessage: timedOut },
    });
    const alert = within(section).getByRole("alert");
    expect(alert).toHaveTextContent(`${SHARPEN_STOPPED} ${timedOut}`);
    mutationCalls.mockResolvedValue({ jobId: "generationJobs:10" });
    await userEvent.click(
      within(alert).getByRole("button", { name: "Try again · sharpen for “Distinctive”" }),
    );
    expect(mutationCalls).toHaveBeenCalledWith("pretest/mutations:sharpen", {
      ideaId: idea.id,
      dimension: "distinctive",
    });
  });

  it("tells a viewer a Sharpen stopped, without a button", () => {
    const { section } = renderSection({
      canEdit: false,
      sharpen: { dimension: "distinctive", status: "failed", errorMessage: null },
    });
    expect(within(section).getByRole("alert")).toHaveTextContent(SHARPEN_STOPPED);
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("hands the admin metadata to the page's card", () => {
    const renderMetadata = vi.fn(() => <p>Model: openai/gpt-4.1</p>);
    const metadata = {
      prompt_version: "pretest-v1",
      model: "openai/gpt-4.1",
      temperature: 0,
      reasoning: false,
      generation_time_ms: 900,
      tokens_used: 512,
      generation_timestamp: "2026-01-01T00:00:00.000Z",
      provider: "openrouter",
      experimental_mode: false,
    };
    renderSection({ generationMetadata: metadata }, { renderMetadata });
    expect(renderMetadata).toHaveBeenCalledWith(metadata);
    expect(screen.getByText("Model: openai/gpt-4.1")).toBeVisible();
  });

  it("subscribes to the idea's own pre-test when no board holds it", () => {
    const idea = makePretestIdea();
    render(
      <Theme>
        <PretestSection idea={idea} />
      </Theme>,
    );
    expect(screen.queryByRole("region", { name: "Pre-test" })).toBeNull();
    setQueryResult("pretestForIdea", makePretest({ ideaId: idea.id }));
    expect(screen.getByRole("region", { name: "Pre-test" })).toBeVisible();
  });
});

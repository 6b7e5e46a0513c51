import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { formatDateTime } from "../lib/format";
import { JobsPanel } from "./JobsPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const FAILED = {
  id: "generationJobs:1",
  kind: "ideas",
  status: "failed",
  ownerEmail: "maya@northbound.coffee",
  errorCode: "UNAVAILABLE",
  errorMessage: "The AI service is unavailable right now.",
  provider: null,
  model: "openai/gpt-4.1",
  latencyMs: 4000,
  tokens: null,
  credits: 1,
  createdAt: Date.UTC(2026, 10, 27, 10),
  finishedAt: Date.UTC(2026, 10, 27, 10, 1),
  canRetry: true,
};
const DONE = {
  ...FAILED,
  id: "generationJobs:2",
  kind: "strategies",
  status: "succeeded",
  ownerEmail: null,
  errorCode: null,
  errorMessage: null,
  provider: "openrouter",
  latencyMs: 1234,
  tokens: 987,
  canRetry: false,
};

function renderPanel() {
  render(
    <Theme>
      <JobsPanel />
    </Theme>,
  );
}

describe("the admin's Generation jobs panel", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it("shows failures first with their error, then the latest jobs with tokens and latency", () => {
    renderPanel();
    setQueryResult("adminJobs", { failed: [FAILED], recent: [DONE], failedWindowMs: 86_400_000 });
    const failed = screen.getByRole("table", { name: "Failed jobs" });
    expect(within(failed).getByText("UNAVAILABLE")).toBeInTheDocument();
    expect(within(failed).getByText("maya@northbound.coffee")).toBeInTheDocument();
    expect(within(failed).getByText("4.0 s")).toBeInTheDocument();
    const latest = screen.getByRole("table", { name: "Latest jobs" });
    expect(within(latest).getByText("Visitor (signed out)")).toBeInTheDocument();
    expect(within(latest).getByText("987")).toBeInTheDocument();
    expect(within(latest).getByText("1.2 s")).toBeInTheDocument();
    expect(within(latest).queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByText(/no per-model prices/)).toBeInTheDocument();
  });

  it("retries a failed job and says when the server refuses", async () => {
    renderPanel();
    setQueryResult("adminJobs", { failed: [FAILED], recent: [], failedWindowMs: 86_400_000 });
    expect(screen.getByText(/No jobs yet/)).toBeInTheDocument();
    const retry = screen.getByRole("button", {
      name: "Retry the ideas job of maya@northbound.coffee",
    });
    await userEvent.click(retry);
    expect(mutationCalls).toHaveBeenCalledWith("admin/jobs:retry", { jobId: "generationJobs:1" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("The ideas job is queued again."),
    );
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "CONFLICT", message: "Only a failed job can be retried." }),
    );
    await userEvent.click(retry);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Only a failed job can be retried."),
    );
  });

  it("says when nothing failed, and offers a retry when loading fails", () => {
    renderPanel();
    setQueryResult("adminJobs", { failed: [], recent: [DONE], failedWindowMs: 86_400_000 });
    expect(screen.getByText("No failures in the last 24 hours.")).toBeInTheDocument();
    setQueryResult("adminJobs", new Error("boom"));
    expect(screen.getByRole("alert")).toHaveTextContent("The jobs could not be loaded.");
  });

  it("sets provider and model on a line each, cut to the column with the whole id in a tooltip", () => {
    renderPanel();
    const long = {
      ...DONE,
      model: "meta-llama/llama-3.3-70b-instruct:free",
      ownerEmail: "a.very.long.address@agency.example",
    };
    setQueryResult("adminJobs", { failed: [], recent: [long], failedWindowMs: 86_400_000 });
    const latest = screen.getByRole("table", { name: "Latest jobs" });
    const provider = within(latest).getByText("openrouter");
    const model = within(latest).getByText("meta-llama/llama-3.3-70b-instruct:free");
    // Two elements, each a line of its own that ends in an ellipsis rather than wrapping.
    expect(provider).not.toBe(model);
    expect(provider.parentElement).toBe(model.parentElement);
    for (const part of [provider, model]) {
      expect(part).toHaveClass("jobs-clip");
      expect(part).toHaveAttribute("title", part.textContent);
    }
    const owner = within(latest).getByText("a.very.long.address@agency.example");
    expect(owner).toHaveClass("jobs-clip");
    expect(owner).toHaveAttribute("title", "a.very.long.address@agency.example");
    // The job's kind over when it started, in one column.
    const job = within(latest).getByRole("rowheader");
    expect(job).toHaveTextContent("strategies");
    expect(job).toHaveTextContent(formatDateTime(DONE.createdAt));
    // The table sits in its own sideways-scrolling viewport, reachable from the keyboard.
    expect(latest.closest("[data-radix-scroll-area-viewport]")).toHaveAttribute("tabindex", "0");
  });
});

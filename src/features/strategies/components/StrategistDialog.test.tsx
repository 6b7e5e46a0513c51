import { StrictMode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import {
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { ANONYMOUS_STRATEGIES, STORAGE_KEYS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { readStoredStrategies, writeStoredStrategies } from "../lib/storedStrategies";
import { strategyResult } from "../testing/fixtures";
import { StrategistDialog, type StrategistDialogProps } from "./StrategistDialog";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderDialog(props: Partial<StrategistDialogProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onAuthIntent: vi.fn(),
    onUpgrade: vi.fn(),
    onUseStrategy: vi.fn(),
  };
  render(
    <StrictMode>
      <Theme>
        <StrategistDialog
          open
          mode="quickIdeas"
          renderProgress={(job) => <p>Progress: {job.step}</p>}
          renderProvider={(provider) => <p>Provider: {provider}</p>}
          {...handlers}
          {...props}
        />
      </Theme>
    </StrictMode>,
  );
  return handlers;
}

const job = (overrides: Record<string, unknown>) => ({
  id: "job1",
  kind: "strategies",
  status: "running",
  step: "Reading northbound.coffee…",
  cost: 0,
  result: null,
  errorCode: null,
  errorMessage: null,
  createdAt: Date.now(),
  finishedAt: null,
  provider: null,
  metadata: null,
  ...overrides,
});

describe("StrategistDialog", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("runs the quick-start text once, live, as a visitor, then applies a strategy", async () => {
    mutationCalls.mockResolvedValue("job1");
    const { onUseStrategy, onClose } = renderDialog({
      autoRun: true,
      initial: { additionalContext: "Cold brew for commuters" },
    });
    expect(screen.getByRole("dialog", { name: "Let's Get Started" })).toBeVisible();
    await waitFor(() => expect(mutationCalls).toHaveBeenCalledOnce());
    const sessionId = localStorage.getItem(ANONYMOUS_STRATEGIES.storageKey);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(mutationCalls).toHaveBeenCalledWith("strategies/mutations:request", {
      mode: "quickIdeas",
      additionalContext: "Cold brew for commuters",
      sessionId,
    });

    setQueryResult("strategiesVisitorJob", job({}));
    expect(await screen.findByText("Progress: Reading northbound.coffee…")).toBeVisible();
    expect(screen.getByText("The strategist is at work")).toBeVisible();

    setQueryResult(
      "strategiesVisitorJob",
      job({ status: "succeeded", result: strategyResult, provider: "offline-studio" }),
    );
    expect(await screen.findByRole("heading", { name: "Northbound" })).toBeVisible();
    expect(screen.getByText("Provider: offline-studio")).toBeVisible();
    expect(screen.getByText(/We couldn’t read northbound.coffee, so these/)).toBeVisible();
    expect(screen.getByText("The site took too long.")).toBeVisible();
    expect(screen.getByRole("tab", { name: /The Morning Ritual/ })).toBeVisible();
    expect(screen.getByRole("tab", { name: /Proof in the Cup/ })).toBeVisible();
    expect(readStoredStrategies()?.result).toEqual(strategyResult);

    await userEvent.click(screen.getByRole("button", { name: "Use This Strategy" }));
    expect(onUseStrategy).toHaveBeenCalledExactlyOnceWith({
      brand: "Northbound Morning Box",
      audience: "Commuters who take their first cup seriously",
      uniqueSellingPoint: "Roasted this week, delivered before you wake",
      message: "Your best cup, at your door at dawn",
      tone: "Warm, witty",
    });
    expect(localStorage.getItem(STORAGE_KEYS.storedStrategies)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reads a signed-in user's job with the generation query", async () => {
    setAuth({ isAuthenticated: true });
    mutationCalls.mockResolvedValue("job1");
    const { onUseStrategy } = renderDialog({ mode: "strategist" });
    expect(screen.getByRole("button", { name: "Generate strategies" })).toHaveAccessibleDescription(
      "Uses 1 Legend Credit",
    );
    await userEvent.type(screen.getByLabelText("Website or brand name"), "northbound.coffee");
    await userEvent.click(screen.getByRole("button", { name: "Generate strategies" }));
    expect(mutationCalls).toHaveBeenCalledWith("strategies/mutations:request", {
      mode: "strategist",
      websiteUrl: "northbound.coffee",
    });
    setQueryResult("strategiesJob", job({ status: "succeeded", result: strategyResult }));
    expect(await screen.findByRole("heading", { name: "Northbound" })).toBeVisible();
    // The typed website goes with the strategy: the one site the brief may link to.
    await userEvent.click(screen.getByRole("button", { name: "Use This Strategy" }));
    expect(onUseStrategy).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ brand: "Northbound Morning Box", brandSite: "northbound.coffee" }),
    );
  });

  it("tells a visitor the first run is free before the click", () => {
    renderDialog({ mode: "strategist" });
    expect(screen.getByRole("button", { name: "Generate strategies" })).toHaveAccessibleDescription(
      "Free to try once without an account",
    );
  });

  it("after the free run: toast, form kept, sign-in, and the run again once signed in", async () => {
    const prompt = messages.strategy.signInRequired;
    mutationCalls.mockRejectedValue(
      new ConvexError({
        code: "UNAUTHENTICATED",
        message: prompt.details,
        requiresAuth: true,
        title: prompt.title,
        details: prompt.details,
      }),
    );
    const { onAuthIntent } = renderDialog({
      autoRun: true,
      initial: { additionalContext: "Second idea" },
    });
    await waitFor(() => expect(onAuthIntent).toHaveBeenCalledOnce());
    expect(toast.error).toHaveBeenCalledWith(prompt.title, { description: prompt.details });
    const kept = readStoredStrategies();
    expect(kept).toMatchObject({
      awaitingAuth: true,
      form: { mode: "quickIdeas", additionalContext: "Second idea" },
    });
    // The form is back, filled, should the visitor stay.
    expect(await screen.findByLabelText("What do you want to advertise?")).toHaveValue(
      "Second idea",
    );
  });

  it("reruns a run that waited for sign-in once reopened signed in", async () => {
    setAuth({ isAuthenticated: true });
    mutationCalls.mockResolvedValue("job2");
    writeStoredStrategies({
      form: {
        mode: "quickIdeas",
        websiteUrl: "",
        additionalContext: "Second idea",
        discoveryIQSessionId: "",
      },
      run: null,
      result: null,
      provider: null,
      awaitingAuth: true,
    });
    renderDialog({ mode: "strategist", restored: readStoredStrategies() });
    await waitFor(() => expect(mutationCalls).toHaveBeenCalledOnce());
    expect(mutationCalls).toHaveBeenCalledWith("strategies/mutations:request", {
      mode: "quickIdeas",
      additionalContext: "Second idea",
    });
  });

  it("opens the upgrade path when credits run out", async () => {
    setAuth({ isAuthenticated: true });
    const error = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits",
    });
    mutationCalls.mockRejectedValue(error);
    const { onUpgrade } = renderDialog({ autoRun: true, initial: { additionalContext: "Tea" } });
    await waitFor(() => expect(onUpgrade).toHaveBeenCalledExactlyOnceWith(error));
  });

  it("says 'Failed to generate advertising strategies' with the server's details", async () => {
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "RATE_LIMITED", message: "Too many requests." }),
    );
    renderDialog({ autoRun: true, initial: { additionalContext: "Tea" } });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(messages.strategy.strategiesFailed, {
        description: "Too many requests.",
      }),
    );
  });

  it("restores kept results, and drops them when closed without auth intent", async () => {
    writeStoredStrategies({
      form: {
        mode: "strategist",
        websiteUrl: "x.com",
        additionalContext: "",
        discoveryIQSessionId: "",
      },
      run: null,
      result: strategyResult,
      provider: null,
      awaitingAuth: false,
    });
    const { onClose } = renderDialog({ mode: "strategist", restored: readStoredStrategies() });
    expect(screen.getByRole("dialog", { name: "Ad Strategist" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Northbound" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(readStoredStrategies()).toBeNull();
  });
});

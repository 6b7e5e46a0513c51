import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { ExperimentalModePanel } from "./ExperimentalModePanel";
import { GenerationMetadataCard } from "./GenerationMetadataCard";
import { JobProgress } from "./JobProgress";
import {
  DEFAULT_EXPERIMENTAL_STATE,
  formatTemperature,
  parseExperimentalState,
  toRequestSettings,
} from "../lib/experimentalSettings";

const wrap = (node: ReactNode) => render(<Theme>{node}</Theme>);

describe("Experimental Mode", () => {
  it("shows nothing to non-admins", () => {
    const { container } = wrap(
      <ExperimentalModePanel
        isAdmin={false}
        state={DEFAULT_EXPERIMENTAL_STATE}
        onChange={vi.fn()}
      />,
    );
    expect(container.textContent).toBe("");
  });

  it("shows the switch to admins and the settings once it is on", async () => {
    const onChange = vi.fn();
    const { rerender } = wrap(
      <ExperimentalModePanel isAdmin state={DEFAULT_EXPERIMENTAL_STATE} onChange={onChange} />,
    );
    expect(screen.getByText("Experimental Mode")).toBeInTheDocument();
    expect(screen.queryByText("Temperature")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch"));
    expect(onChange).toHaveBeenCalledWith({ enabled: true });
    rerender(
      <Theme>
        <ExperimentalModePanel
          isAdmin
          state={{ ...DEFAULT_EXPERIMENTAL_STATE, enabled: true }}
          onChange={onChange}
        />
      </Theme>,
    );
    expect(screen.getByText("Temperature")).toBeInTheDocument();
    expect(screen.getByText("0.90")).toBeInTheDocument();
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuemax", "1.5");
  });

  it("sends settings only while the switch is on, with provider routing when given", () => {
    expect(toRequestSettings(DEFAULT_EXPERIMENTAL_STATE)).toBeUndefined();
    expect(
      toRequestSettings({
        ...DEFAULT_EXPERIMENTAL_STATE,
        enabled: true,
        model: "gpt-oss-120b",
        providerOrder: " cerebras, groq ,",
        allowFallbacks: true,
      }),
    ).toMatchObject({
      model: "gpt-oss-120b",
      temperature: 0.9,
      providerRouting: { order: ["cerebras", "groq"], allowFallbacks: true },
    });
  });

  it("reads stored settings defensively", () => {
    expect(parseExperimentalState("not json")).toEqual(DEFAULT_EXPERIMENTAL_STATE);
    expect(
      parseExperimentalState(JSON.stringify({ enabled: true, temperature: 9, model: "x" })),
    ).toMatchObject({
      enabled: true,
      temperature: 0.9,
      model: "gpt-4.1",
    });
    expect(formatTemperature(1)).toBe("1.00");
  });
});

describe("Generation Metadata card", () => {
  it("renders nothing without metadata (non-admins get none)", () => {
    const { container } = wrap(<GenerationMetadataCard metadata={null} />);
    expect(container.textContent).toBe("");
  });

  it("lists every field for admins", () => {
    wrap(
      <GenerationMetadataCard
        metadata={{
          prompt_version: "legend-first-v1",
          model: "openai/gpt-4.1",
          temperature: 1.2,
          reasoning: true,
          generation_time_ms: 4321,
          tokens_used: 1534,
          generation_timestamp: "2026-11-21T10:00:00.000Z",
          provider: "openrouter",
          experimental_mode: true,
          signature_lens: "The unexpected truth",
        }}
      />,
    );
    expect(screen.getByText("Generation Metadata")).toBeInTheDocument();
    for (const text of [
      "legend-first-v1",
      "openai/gpt-4.1",
      "1.20",
      "On",
      "4.3 s",
      "1,534",
      "The unexpected truth",
      "Experimental",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});

describe("JobProgress", () => {
  const base = { step: null, errorMessage: null, createdAt: Date.now() };

  it("says what is happening while queued and running", () => {
    const { rerender } = wrap(<JobProgress job={{ ...base, status: "queued" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Waiting for the studio…");
    rerender(
      <Theme>
        <JobProgress job={{ ...base, status: "running", step: "Lee Clow is sketching…" }} />
      </Theme>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Lee Clow is sketching…");
  });

  it("tells the user they may leave when the work takes long", () => {
    wrap(<JobProgress job={{ ...base, status: "running", createdAt: Date.now() - 60_000 }} />);
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
  });

  it("shows the failure and a retry", async () => {
    const onRetry = vi.fn();
    wrap(
      <JobProgress
        job={{ ...base, status: "failed", errorMessage: "The AI took too long." }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The AI took too long.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { coverageText, SystemPanel } from "./SystemPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 27, 12);

const STATS = {
  windowMs: 24 * HOUR,
  cap: 1000,
  jobs: 7,
  failed: 2,
  failureRate: 2 / 7,
  capped: false,
  coveredSince: NOW - 24 * HOUR,
  perHour: Array.from({ length: 24 }, (_, i) => ({
    hourStart: NOW - (24 - i) * HOUR,
    jobs: i === 23 ? 4 : 0,
    failed: 0,
  })),
  byKind: [{ key: "ideas", jobs: 5, failed: 1, p50Ms: 300, p95Ms: 3000 }],
  byProvider: [{ key: "openrouter", jobs: 4, failed: 0, p50Ms: 200, p95Ms: 400 }],
};

function renderPanel() {
  render(
    <Theme>
      <SystemPanel />
    </Theme>,
  );
}

describe("the admin's System panel", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows the day's totals, failure rate, hours and p50/p95 per kind and provider", () => {
    renderPanel();
    setQueryResult("adminJobStats", STATS);
    expect(screen.getByText("29%")).toBeInTheDocument();
    expect(
      screen.getByText("Based on all 7 jobs that finished in the last 24 hours."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem", { name: /jobs?, \d+ failed/ })).toHaveLength(24);
    const kinds = screen.getByRole("table", { name: "Kind" });
    const ideas = within(kinds).getByRole("row", { name: /ideas/ });
    expect(within(ideas).getByText("300 ms")).toBeInTheDocument();
    expect(within(ideas).getByText("3.0 s")).toBeInTheDocument();
    expect(within(ideas).getByText("20%")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Provider" })).toHaveTextContent("openrouter");
  });

  it("says when the figures are of the latest jobs only", () => {
    const text = coverageText({ jobs: 1000, capped: true, coveredSince: NOW - 3 * HOUR });
    expect(text).toMatch(/^Based on the latest 1,000 finished jobs \(since .+\); older ones/);
    expect(coverageText({ jobs: 1, capped: false, coveredSince: NOW })).toBe(
      "Based on the one job that finished in the last 24 hours.",
    );
  });

  it("has an empty day and an error state", () => {
    renderPanel();
    setQueryResult("adminJobStats", {
      ...STATS,
      jobs: 0,
      failed: 0,
      failureRate: null,
      byKind: [],
      byProvider: [],
    });
    expect(screen.getByText("No jobs finished in the last 24 hours.")).toBeInTheDocument();
    setQueryResult("adminJobStats", new Error("boom"));
    expect(screen.getByRole("alert")).toHaveTextContent("The figures could not be loaded.");
  });
});

import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { useDiscoveryRun } from "./useDiscoveryRun";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

/** The job as api.generation.queries.job answers it: one kind's shape, result null until done. */
const job = (overrides: Record<string, unknown>) => ({
  id: "job1",
  kind: "discovery",
  status: "running",
  step: "Mapping the audience segments…",
  cost: 5,
  result: null,
  errorCode: null,
  errorMessage: null,
  createdAt: Date.now(),
  finishedAt: null,
  provider: null,
  metadata: null,
  ...overrides,
});

function renderRun() {
  const seen: { path: string } = { path: "" };
  function Where() {
    seen.path = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={["/discovery"]}>
      {children}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
  const hook = renderHook(() => useDiscoveryRun(vi.fn()), { wrapper });
  return { ...hook, seen };
}

async function started() {
  mutationCalls.mockResolvedValue("job1");
  const rendered = renderRun();
  await act(async () => {
    await rendered.result.current.start({ idea: "Cold brew for commuters", websiteUrl: "" });
  });
  return rendered;
}

describe("useDiscoveryRun", () => {
  beforeEach(() => resetConvexAuthMock());

  it("follows the job, then opens the session its result names", async () => {
    const { result, seen } = await started();
    setQueryResult("discoveryJob", job({}));
    expect(result.current.state).toBe("processing");
    expect(result.current.job?.step).toBe("Mapping the audience segments…");
    setQueryResult("discoveryJob", job({ status: "succeeded", result: { sessionId: "s1" } }));
    expect(seen.path).toBe("/discovery/s1");
  });

  it("reads a result only from a discovery job: another kind's is a failed run", async () => {
    const { result, seen } = await started();
    setQueryResult(
      "discoveryJob",
      job({ kind: "strategies", status: "succeeded", result: { sessionId: "s1" } }),
    );
    expect(result.current.state).toBe("failed");
    expect(seen.path).toBe("/discovery");
  });
});

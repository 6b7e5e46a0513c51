import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { getFunctionName, type FunctionReference } from "convex/server";
import { TestGenerationPanel } from "./TestGenerationPanel";

/** What each query answers, by function name; the request mutation's calls. */
const answers: Record<string, unknown> = {};
const request = vi.fn<(args: unknown) => Promise<string>>();

vi.mock("convex/react", () => ({
  useQuery: (query: FunctionReference<"query">, args: unknown) =>
    args === "skip" ? undefined : answers[getFunctionName(query)],
  useMutation: () => request,
}));

const IDEA = {
  title: "The Morning Record",
  campaignName: "Roasted This Week",
  coreIdea: "Proof, not promises.",
  concept: "Every bag carries its roast date.",
  headline: "Roasted Tuesday. Yours Thursday.",
  description: "A campaign of checkable claims.",
  tone: "Warm",
  keyVisualElements: ["A dated label"],
  executionStrategy: ["Outdoor at stations"],
  selfCritique: "Strong proof.",
  visualPrompt: "A coffee bag at dawn",
  legendThinking: "1. Read. 2. Find. 3. Say.",
};

/** The admin's job as api.generation.queries.job answers it. */
const job = (overrides: Record<string, unknown>) => ({
  id: "job1",
  kind: "test",
  status: "succeeded",
  step: null,
  cost: 0,
  result: { idea: IDEA, images: [], legend: { name: "David Ogilvy", slug: "david-ogilvy" } },
  errorCode: null,
  errorMessage: null,
  createdAt: Date.now(),
  finishedAt: Date.now(),
  provider: "offline-studio",
  metadata: null,
  ...overrides,
});

const panel = () => (
  <Theme>
    <MemoryRouter>
      <TestGenerationPanel />
    </MemoryRouter>
  </Theme>
);

async function runTest() {
  const rendered = render(panel());
  const button = screen.getByRole("button", { name: "Run test generation" });
  await userEvent.click(button);
  // Busy until the request answered with the job id: from then on the panel reads that job.
  await waitFor(() => expect(button).toBeEnabled());
  return rendered;
}

describe("TestGenerationPanel", () => {
  beforeEach(() => {
    for (const key of Object.keys(answers)) delete answers[key];
    answers["legends/queries:list"] = [{ id: "legend1", name: "David Ogilvy" }];
    request.mockReset().mockResolvedValue("job1");
  });

  it("shows the test job's idea once it succeeded", async () => {
    answers["generation/queries:job"] = job({});
    await runTest();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ legendId: "legend1" }));
    expect(await screen.findByRole("heading", { name: "Roasted This Week" })).toBeInTheDocument();
    expect(screen.getByText("David Ogilvy · The Morning Record")).toBeInTheDocument();
  });

  it("reads no idea from a job of another kind", async () => {
    answers["generation/queries:job"] = job({ kind: "strategies" });
    const { rerender } = await runTest();
    expect(request).toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "Roasted This Week" })).toBeNull();
    // The same job read as the test kind it is: its idea shows.
    answers["generation/queries:job"] = job({});
    rerender(panel());
    expect(screen.getByRole("heading", { name: "Roasted This Week" })).toBeInTheDocument();
  });
});

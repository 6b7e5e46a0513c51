import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import {
  mutationCalls,
  oneOffQueries,
  resetConvexAuthMock,
  setAuth,
} from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { sendBriefCommand } from "../lib/briefCommands";
import { BriefWorkspace } from "./BriefWorkspace";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@/lib/deferredConvex/oneOffCalls",
  async () => (await import("@/testing/convexAuthMock")).oneOffCalls,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

/** A brief shared with the signed-in person, as briefs.queries.get answers it. */
const SHARED = {
  id: "b7",
  title: "Winter",
  brand: "Northbound",
  brandId: null,
  uniqueSellingPoint: "Roasted this week",
  audience: "Skiers",
  message: "Warm up",
  tone: "Cosy",
  competitors: "Blue Bottle",
  content: "# Winter brief",
  parentBriefId: null,
  rootBriefId: "b7",
  version: 2,
  isLatest: true,
  createdAt: 1,
  updatedAt: 1,
};

const FIELDS = [
  "Brand",
  "Unique selling point (optional)",
  "Target audience",
  "Key message",
  "Tone/style",
  "Main competitors (optional)",
  "Brief title (optional)",
];

/** The workspace with the shared brief open, as a viewer (a reason) or an editor (none). */
async function openShared(readOnlyReason: string | null) {
  setAuth({ isAuthenticated: true });
  oneOffQueries.mockResolvedValue(SHARED);
  render(
    <Theme>
      <BriefWorkspace
        isAdmin
        experimental={null}
        onRequireSignIn={vi.fn()}
        onUpgrade={vi.fn()}
        onOpenStrategist={vi.fn()}
        renderProgress={() => null}
        renderProvider={() => null}
        renderMetadata={() => null}
        readOnlyReason={readOnlyReason}
        brandProfileField={{
          profiles: [],
          limit: 3,
          onUpgrade: vi.fn(),
          onManage: vi.fn(),
          onAdd: vi.fn(),
        }}
      />
    </Theme>,
  );
  act(() => sendBriefCommand({ type: "load", briefId: "b7", mode: "preview" }));
  expect(await screen.findByText("Saved · version 2")).toBeVisible();
}

describe("a shared brief for a viewer", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("shows the brief's facts read-only, says why, and offers nothing that would be refused", async () => {
    const user = userEvent.setup();
    await openShared(messages.sharing.viewerCannotGenerate);
    expect(screen.getByText(messages.sharing.viewerReadOnly)).toBeVisible();
    for (const label of FIELDS) {
      expect(screen.getByLabelText(label)).toHaveAttribute("readonly");
      // No example text that could pass for the brief's own words.
      expect(screen.getByLabelText(label)).not.toHaveAttribute("placeholder");
    }
    const brand = screen.getByLabelText("Brand");
    await user.type(brand, " Extra");
    expect(brand).toHaveValue("Northbound");
    expect(screen.queryByRole("button", { name: /Brief$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Brief" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Refinement (optional)")).not.toBeInTheDocument();
    expect(screen.queryByText("Model")).not.toBeInTheDocument();
    // The brief itself: preview only, no markdown editor.
    expect(screen.queryByRole("tab", { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Brief (markdown)")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Winter brief" })).toBeVisible();
    // Enter in a field submits nothing.
    await user.type(screen.getByLabelText("Tone/style"), "{Enter}");
    expect(mutationCalls).not.toHaveBeenCalled();
    // Starting one's own new brief is still theirs to do.
    expect(screen.getByRole("button", { name: "Start a new brief" })).toBeEnabled();
  });

  it("leaves the form as it was for an editor or the owner", async () => {
    await openShared(null);
    expect(screen.queryByText(messages.sharing.viewerReadOnly)).not.toBeInTheDocument();
    for (const label of FIELDS) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute("readonly");
    }
    expect(screen.getByRole("button", { name: "Regenerate Brief" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Update Brief" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Edit/ })).toBeInTheDocument();
  });
});

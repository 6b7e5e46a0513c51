import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { DiscoveryContextNote } from "./DiscoveryContextNote";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("DiscoveryContextNote", () => {
  beforeEach(() => resetConvexAuthMock());

  it("names the research the strategist works from", () => {
    setQueryResult("discoveryContext", { title: "Coffee Subscription for Remote Workers" });
    render(
      <Theme>
        <DiscoveryContextNote sessionId="s1" />
      </Theme>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Working from your Discovery IQ research: Coffee Subscription for Remote Workers.",
    );
  });

  it("says the spec's words when the research can't be loaded", () => {
    setQueryResult("discoveryContext", new Error("NOT_FOUND"));
    render(
      <Theme>
        <DiscoveryContextNote sessionId="someone-elses" />
      </Theme>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Failed to load discovery results.");
  });
});

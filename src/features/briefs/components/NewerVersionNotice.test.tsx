import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { NewerVersionNotice } from "./NewerVersionNotice";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const summary = (id: string, version: number) => ({ id, version, title: "Dawn delivery" });

describe("a newer version saved elsewhere", () => {
  beforeEach(() => resetConvexAuthMock());

  it("stays quiet while the brief on screen is the newest, and offers a newer one live", async () => {
    const onOpen = vi.fn();
    render(
      <Theme>
        <NewerVersionNotice briefId="briefs:1" version={1} onOpen={onOpen} />
      </Theme>,
    );
    setQueryResult("briefVersions", [summary("briefs:1", 1)]);
    expect(screen.queryByRole("status")).toBeNull();
    setQueryResult("briefVersions", [summary("briefs:1", 1), summary("briefs:2", 2)]);
    expect(screen.getByRole("status")).toHaveTextContent("Version 2 of this brief was just saved.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Open version 2" }));
    expect(onOpen).toHaveBeenCalledWith("briefs:2");
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { useBriefAccess } from "./useBriefAccess";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("the caller's access to the brief on screen", () => {
  beforeEach(() => resetConvexAuthMock());

  it("treats a draft as the caller's own", () => {
    const { result } = renderHook(() => useBriefAccess(null));
    expect(result.current).toEqual({
      role: null,
      lost: false,
      readOnlyReason: null,
      isOwner: true,
    });
  });

  it("starts nothing on its own while the role is unknown", () => {
    const { result } = renderHook(() => useBriefAccess("briefs:1"));
    expect(result.current.isOwner).toBe(false);
    expect(result.current.lost).toBe(false);
  });

  it("gives a viewer the reason, an editor none, and flips to lost when removed", () => {
    const { result } = renderHook(() => useBriefAccess("briefs:1"));
    setQueryResult("myBriefAccess", { role: "viewer" });
    expect(result.current.readOnlyReason).toBe(messages.sharing.viewerCannotGenerate);
    setQueryResult("myBriefAccess", { role: "editor" });
    expect(result.current).toEqual({
      role: "editor",
      lost: false,
      readOnlyReason: null,
      isOwner: false,
    });
    setQueryResult("myBriefAccess", { role: null, reason: "removed" });
    expect(result.current.lost).toBe(true);
    setQueryResult("myBriefAccess", { role: null, reason: "not_found" });
    expect(result.current.lost).toBe(false);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, waitFor } from "@testing-library/react";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { takeBriefCommands } from "@/features/briefs/lib/briefCommands";
import { useHomeUrlParams, type HomeUrlActions } from "./useHomeUrlParams";

function Probe(props: HomeUrlActions) {
  useHomeUrlParams(props);
  return null;
}

function renderAt(path: string, ready = true) {
  const actions = { ready, openStrategist: vi.fn(), revealBrief: vi.fn() };
  const view = renderWithRouter(<Probe {...actions} />, { path });
  const location = () => {
    const { pathname, search } = view.router.state.location;
    return `${pathname}${search}`;
  };
  return { ...actions, ...view, location };
}

describe("home URL parameters", () => {
  beforeEach(() => {
    takeBriefCommands();
  });

  it("openAdStrategist=true opens the strategist with the Discovery IQ session", async () => {
    const { openStrategist, location } = renderAt("/?openAdStrategist=true&discoveryId=d42&keep=1");
    expect(openStrategist).toHaveBeenCalledExactlyOnceWith("d42");
    await waitFor(() => expect(location()).toBe("/?keep=1"));
  });

  it("edit={id} opens that brief for editing; briefId={id} in preview", () => {
    const edit = renderAt("/?edit=b1");
    expect(edit.revealBrief).toHaveBeenCalledOnce();
    expect(takeBriefCommands()).toEqual([{ type: "load", briefId: "b1", mode: "edit" }]);
    edit.unmount();
    renderAt("/?briefId=b2");
    expect(takeBriefCommands()).toEqual([{ type: "load", briefId: "b2", mode: "preview" }]);
  });

  it("showBrief=true brings the brief into view; reload is simply dropped", async () => {
    const { revealBrief, location } = renderAt("/?showBrief=true&reload=1");
    expect(revealBrief).toHaveBeenCalledOnce();
    expect(takeBriefCommands()).toEqual([{ type: "show" }]);
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("acts on a link followed while the page is open, once per visit", async () => {
    const { router, revealBrief, location } = renderAt("/?briefId=b1");
    expect(takeBriefCommands()).toEqual([{ type: "load", briefId: "b1", mode: "preview" }]);
    await waitFor(() => expect(location()).toBe("/"));

    // The recent work's "Open" links point here: "/?briefId=…" on the page itself.
    await act(() => router.navigate("/?briefId=b2"));
    await waitFor(() => expect(location()).toBe("/"));
    await act(() => router.navigate("/?briefId=b2"));
    await waitFor(() => expect(location()).toBe("/"));
    expect(takeBriefCommands()).toEqual([
      { type: "load", briefId: "b2", mode: "preview" },
      { type: "load", briefId: "b2", mode: "preview" },
    ]);
    expect(revealBrief).toHaveBeenCalledTimes(3);
  });

  it("keeps other parameters and does nothing more when none of its own is there", async () => {
    const { openStrategist, revealBrief, router, location } = renderAt("/?utm_source=mail");
    await act(() => router.navigate("/?utm_source=mail&page=2"));
    expect(location()).toBe("/?utm_source=mail&page=2");
    expect(openStrategist).not.toHaveBeenCalled();
    expect(revealBrief).not.toHaveBeenCalled();
    expect(takeBriefCommands()).toEqual([]);
  });

  it("waits for the auth state to settle", () => {
    const { openStrategist } = renderAt("/?openAdStrategist=true", false);
    expect(openStrategist).not.toHaveBeenCalled();
  });
});

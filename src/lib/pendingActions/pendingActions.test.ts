import { beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_STATE, STORAGE_KEYS } from "../../../shared/constants";
import {
  clearPendingAction,
  readPendingAction,
  registerPendingActionHandler,
  resumePendingAction,
  savePendingAction,
} from "./pendingActions";

const parseText = (payload: unknown) =>
  typeof payload === "object" && payload !== null && "text" in payload
    ? (payload as { text: string })
    : null;

describe("pending actions", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("are kept in local storage under the spec's key, with the time they were stored", () => {
    savePendingAction("SAVE_BRIEF", { text: "brief" }, 1_000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingAction)!)).toEqual({
      action: "SAVE_BRIEF",
      payload: { text: "brief" },
      timestamp: 1_000,
    });
    expect(readPendingAction(1_000 + 5_000)).toEqual({
      action: "SAVE_BRIEF",
      payload: { text: "brief" },
      timestamp: 1_000,
    });
  });

  it("expire after 10 minutes and are then removed", () => {
    savePendingAction("GENERATE_BRIEF", { text: "x" }, 0);
    expect(readPendingAction(PENDING_STATE.expiryMs - 1)).not.toBeNull();
    expect(readPendingAction(PENDING_STATE.expiryMs)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();
  });

  it("ignore what isn't one of the named actions", () => {
    localStorage.setItem(
      STORAGE_KEYS.pendingAction,
      JSON.stringify({ action: "DELETE_EVERYTHING", payload: {}, timestamp: Date.now() }),
    );
    expect(readPendingAction()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.pendingAction, "{not json");
    expect(readPendingAction()).toBeNull();
  });

  it("resume through the registered handler, once", () => {
    const resume = vi.fn();
    const off = registerPendingActionHandler("GENERATE_IDEAS", { parse: parseText, resume });
    savePendingAction("GENERATE_IDEAS", { text: "ideas" });
    expect(resumePendingAction()).toBe("resumed");
    expect(resume).toHaveBeenCalledExactlyOnceWith({ text: "ideas" });
    expect(resumePendingAction()).toBe("none");
    expect(resume).toHaveBeenCalledOnce();
    off();
  });

  it("wait for a handler that isn't registered or isn't ready yet", () => {
    savePendingAction("SELL_IDEA", { text: "deck" });
    expect(resumePendingAction()).toBe("notReady");
    let ready = false;
    const resume = vi.fn(() => ready);
    const off = registerPendingActionHandler("SELL_IDEA", { parse: parseText, resume });
    expect(resumePendingAction()).toBe("notReady");
    expect(readPendingAction()).not.toBeNull();
    ready = true;
    expect(resumePendingAction()).toBe("resumed");
    expect(readPendingAction()).toBeNull();
    off();
  });

  it("drop a payload the handler can't read", () => {
    const resume = vi.fn();
    const off = registerPendingActionHandler("BRAND_ALTERNATIVES", { parse: parseText, resume });
    savePendingAction("BRAND_ALTERNATIVES", 42);
    expect(resumePendingAction()).toBe("none");
    expect(resume).not.toHaveBeenCalled();
    expect(readPendingAction()).toBeNull();
    off();
  });

  it("keep an action the handler stored anew while resuming", () => {
    const off = registerPendingActionHandler("SAVE_BRIEF", {
      parse: parseText,
      resume: () => savePendingAction("GENERATE_BRIEF", { text: "again" }),
    });
    savePendingAction("SAVE_BRIEF", { text: "first" });
    expect(resumePendingAction()).toBe("resumed");
    expect(readPendingAction()?.action).toBe("GENERATE_BRIEF");
    off();
    clearPendingAction();
  });
});

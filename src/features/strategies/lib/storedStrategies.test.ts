import { beforeEach, describe, expect, it } from "vitest";
import { PENDING_STATE, STORAGE_KEYS } from "../../../../shared/constants";
import { strategyResult } from "../testing/fixtures";
import {
  clearStoredStrategies,
  readStoredStrategies,
  writeStoredStrategies,
} from "./storedStrategies";

const form = {
  mode: "strategist" as const,
  websiteUrl: "northbound.coffee",
  additionalContext: "Coffee subscriptions",
  discoveryIQSessionId: "",
};

describe("stored strategies", () => {
  beforeEach(() => localStorage.clear());

  it("are restored while under 10 minutes old", () => {
    writeStoredStrategies(
      { form, run: null, result: strategyResult, provider: "offline-studio", awaitingAuth: false },
      0,
    );
    const restored = readStoredStrategies(PENDING_STATE.expiryMs - 1);
    expect(restored).toMatchObject({ form, result: strategyResult, provider: "offline-studio" });
  });

  it("are dropped once 10 minutes old", () => {
    writeStoredStrategies(
      { form, run: null, result: strategyResult, provider: null, awaitingAuth: false },
      0,
    );
    expect(readStoredStrategies(PENDING_STATE.expiryMs)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.storedStrategies)).toBeNull();
  });

  it("keep a run waiting for sign-in, and a running job", () => {
    const run = { jobId: "job1", via: "visitor" as const, sessionId: "abc" };
    writeStoredStrategies({ form, run, result: null, provider: null, awaitingAuth: true });
    expect(readStoredStrategies()).toMatchObject({ run, awaitingAuth: true, result: null });
  });

  it("ignore what they can't read, and clear", () => {
    localStorage.setItem(
      STORAGE_KEYS.storedStrategies,
      JSON.stringify({ form: { mode: "other" }, timestamp: Date.now() }),
    );
    expect(readStoredStrategies()).toBeNull();
    writeStoredStrategies({
      form,
      run: null,
      result: { ...strategyResult, strategies: [{ name: 1 }] } as never,
      provider: null,
      awaitingAuth: false,
    });
    expect(readStoredStrategies()?.result).toBeNull();
    clearStoredStrategies();
    expect(readStoredStrategies()).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { isStored, readStored, removeStored, writeStored } from "./browserStorage";

describe("browserStorage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("writes JSON, reads it back, says what is stored and removes it", () => {
    expect(isStored("legendary.test")).toBe(false);
    writeStored("legendary.test", { a: 1 });
    expect(isStored("legendary.test")).toBe(true);
    expect(readStored("legendary.test")).toEqual({ a: 1 });
    removeStored("legendary.test");
    expect(isStored("legendary.test")).toBe(false);
    expect(readStored("legendary.test")).toBeNull();
  });

  it("reads what another version wrote as nothing rather than throwing", () => {
    localStorage.setItem("legendary.test", "{not json");
    expect(readStored("legendary.test")).toBeNull();
    expect(isStored("legendary.test")).toBe(true);
  });

  it("never throws where storage is unavailable (private mode, disabled)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(isStored("legendary.test")).toBe(false);
    expect(readStored("legendary.test")).toBeNull();
  });
});

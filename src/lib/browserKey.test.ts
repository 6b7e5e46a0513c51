import { afterEach, describe, expect, it, vi } from "vitest";
import { browserKey } from "./browserKey";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("browserKey", () => {
  it("makes a UUID once and keeps it, one per storage key", () => {
    const first = browserKey("test.a");
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(browserKey("test.a")).toBe(first);
    expect(localStorage.getItem("test.a")).toBe(first);
    expect(browserKey("test.b")).not.toBe(first);
  });

  it("replaces a stored value that is not a UUID", () => {
    localStorage.setItem("test.a", "<script>");
    expect(browserKey("test.a")).not.toBe("<script>");
  });

  it("keeps one key for the page when local storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    const key = browserKey("test.blocked");
    expect(browserKey("test.blocked")).toBe(key);
  });
});

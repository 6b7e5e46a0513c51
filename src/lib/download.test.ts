import { afterEach, describe, expect, it, vi } from "vitest";
import { download } from "./download";

describe("download", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("saves the bytes under the given name and lets go of the URL afterwards", async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:export";
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("the-last-good-idea.pdf");
      expect(this.getAttribute("href")).toBe("blob:export");
      expect(this.isConnected).toBe(true);
    });

    download(new Uint8Array([37, 80, 68, 70]), "the-last-good-idea.pdf", "application/pdf");

    expect(click).toHaveBeenCalledOnce();
    expect(created[0].type).toBe("application/pdf");
    expect(created[0].size).toBe(4);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:export");
  });
});

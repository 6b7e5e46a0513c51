import { afterEach, describe, expect, it, vi } from "vitest";
import { copyRichText } from "./clipboard";
import { ExportError } from "./exportErrors";

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

function stubClipboard(clipboard: Partial<Clipboard>) {
  vi.stubGlobal("ClipboardItem", FakeClipboardItem);
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

const content = { html: "<h1>Idea</h1>", text: "Idea" };

describe("copyRichText", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("puts HTML and plain text on the clipboard together", async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubClipboard({ write, writeText });
    await copyRichText(content);
    const [[item]] = write.mock.calls[0] as [[FakeClipboardItem]];
    expect(Object.keys(item.items)).toEqual(["text/html", "text/plain"]);
    expect(item.items["text/html"].type).toBe("text/html");
    expect(item.items["text/html"].size).toBe("<h1>Idea</h1>".length);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("falls back to the plain text where HTML is refused", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ write: vi.fn().mockRejectedValue(new Error("NotAllowed")), writeText });
    await copyRichText(content);
    expect(writeText).toHaveBeenCalledWith("Idea");
  });

  it("fails with 'copy' when the clipboard refuses both", async () => {
    stubClipboard({
      write: vi.fn().mockRejectedValue(new Error("NotAllowed")),
      writeText: vi.fn().mockRejectedValue(new Error("NotAllowed")),
    });
    const copying = copyRichText(content);
    await expect(copying).rejects.toBeInstanceOf(ExportError);
    await expect(copying).rejects.toMatchObject({ failure: "copy" });
  });
});

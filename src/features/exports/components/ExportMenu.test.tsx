import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { campaignSource, ideaSource, loadedImages } from "../testing/fixtures";
import { ExportError } from "../lib/exportErrors";
import type { ExportSource } from "../lib/types";
import { ExportMenu } from "./ExportMenu";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const mocks = vi.hoisted(() => ({
  download: vi.fn(),
  loadImages: vi.fn(),
  copyRichText: vi.fn(),
  toDocx: vi.fn(),
  toPdf: vi.fn(),
  toZip: vi.fn(),
}));
vi.mock("@/lib/download", () => ({ download: mocks.download }));
vi.mock("../lib/loadImages", () => ({ loadImages: mocks.loadImages }));
vi.mock("../lib/clipboard", () => ({ copyRichText: mocks.copyRichText }));
vi.mock("../lib/toDocx", () => ({ toDocx: mocks.toDocx }));
vi.mock("../lib/toPdf", () => ({ toPdf: mocks.toPdf }));
vi.mock("../lib/toZip", () => ({ toZip: mocks.toZip }));

const FILE = new Uint8Array([1, 2, 3]);

function renderMenu(source: ExportSource | (() => ExportSource) = ideaSource) {
  render(
    <Theme>
      <ExportMenu source={source} />
    </Theme>,
  );
}

async function pick(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Export" }));
  await user.click(await screen.findByRole("menuitem", { name: label }));
}

describe("ExportMenu", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.loadImages.mockResolvedValue(loadedImages);
    mocks.copyRichText.mockResolvedValue(undefined);
    mocks.toDocx.mockResolvedValue(FILE);
    mocks.toPdf.mockResolvedValue(FILE);
    mocks.toZip.mockResolvedValue(FILE);
  });

  it("offers the five formats", async () => {
    renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Copy",
      "Markdown (.md)",
      "Word (.docx)",
      "PDF",
      "Images + document (.zip)",
    ]);
  });

  it.each([
    ["Word (.docx)", "the-last-good-idea.docx", mocks.toDocx],
    ["PDF", "the-last-good-idea.pdf", mocks.toPdf],
    ["Images + document (.zip)", "the-last-good-idea.zip", mocks.toZip],
  ] as const)("%s downloads %s, built from the loaded images", async (label, filename, build) => {
    renderMenu();
    await pick(label);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Downloaded ${filename}`));
    expect(mocks.loadImages).toHaveBeenCalledWith(ideaSource);
    expect(build).toHaveBeenCalledWith(ideaSource, loadedImages, {
      siteUrl: window.location.origin,
    });
    expect(mocks.download).toHaveBeenCalledWith(FILE, filename, expect.any(String));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("downloads Markdown without fetching images, reading a lazy source when picked", async () => {
    const source = vi.fn(() => campaignSource);
    renderMenu(source);
    expect(source).not.toHaveBeenCalled();
    await pick("Markdown (.md)");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Downloaded the-last-good-idea.md"),
    );
    const [text, filename, mime] = mocks.download.mock.calls[0] as [string, string, string];
    expect(filename).toBe("the-last-good-idea.md");
    expect(mime).toMatch(/^text\/markdown/);
    expect(text).toContain("# The Last Good Idea");
    expect(mocks.loadImages).not.toHaveBeenCalled();
  });

  it("copies the idea as rich text and says so", async () => {
    renderMenu();
    await pick("Copy");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Copied"));
    const [content] = mocks.copyRichText.mock.calls[0] as [{ html: string; text: string }];
    expect(content.html).toContain("<h1>The Last Good Idea</h1>");
    expect(content.text).toContain("The Last Good Idea");
    expect(mocks.download).not.toHaveBeenCalled();
  });

  it("shows the trigger busy while exporting, and ready again after", async () => {
    let finish: (bytes: Uint8Array) => void = () => {};
    mocks.toPdf.mockReturnValue(new Promise<Uint8Array>((resolve) => (finish = resolve)));
    renderMenu();
    await pick("PDF");
    const busy = await screen.findByRole("button", { name: "Exporting…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    finish(FILE);
    expect(await screen.findByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("says 'Export failed' with the way out when a file can't be made", async () => {
    mocks.toDocx.mockRejectedValue(new Error("docx blew up"));
    renderMenu();
    await pick("Word (.docx)");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Export failed", {
        description: "Please try again or use a different format",
      }),
    );
    expect(mocks.download).not.toHaveBeenCalled();
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    mocks.copyRichText.mockRejectedValue(new ExportError("copy"));
    renderMenu();
    await pick("Copy");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Copy failed"));
  });

  it("says 'No images available' for a ZIP without images", async () => {
    mocks.loadImages.mockResolvedValue([]);
    renderMenu({ ...ideaSource, images: [] });
    await pick("Images + document (.zip)");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("No images available"));
    expect(mocks.toZip).not.toHaveBeenCalled();
    expect(mocks.download).not.toHaveBeenCalled();
  });

  it("says 'Download failed' when an image can't be fetched", async () => {
    mocks.loadImages.mockRejectedValue(new ExportError("download"));
    renderMenu();
    await pick("PDF");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Download failed"));
    expect(mocks.toPdf).not.toHaveBeenCalled();
  });
});

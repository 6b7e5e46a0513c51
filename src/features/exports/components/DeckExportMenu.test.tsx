import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { deckImage, deckSource } from "../testing/fixtures";
import { ExportError } from "../lib/exportErrors";
import type { DeckExportSource } from "../lib/deckTypes";
import { DeckExportMenu } from "./DeckExportMenu";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const mocks = vi.hoisted(() => ({
  download: vi.fn(),
  loadDeckImages: vi.fn(),
  toPptx: vi.fn(),
  toDeckPdf: vi.fn(),
}));
vi.mock("@/lib/download", () => ({ download: mocks.download }));
vi.mock("../lib/loadImages", () => ({ loadDeckImages: mocks.loadDeckImages }));
vi.mock("../lib/toPptx", () => ({ toPptx: mocks.toPptx }));
vi.mock("../lib/toDeckPdf", () => ({ toDeckPdf: mocks.toDeckPdf }));

const FILE = new Uint8Array([1, 2, 3]);

function renderMenu(source: DeckExportSource | (() => DeckExportSource) = deckSource) {
  render(
    <Theme>
      <DeckExportMenu source={source} />
    </Theme>,
  );
}

async function pick(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Export" }));
  await user.click(await screen.findByRole("menuitem", { name: label }));
}

describe("DeckExportMenu", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.loadDeckImages.mockResolvedValue([deckImage]);
    mocks.toPptx.mockResolvedValue(FILE);
    mocks.toDeckPdf.mockResolvedValue(FILE);
  });

  it("offers PowerPoint and a 16:9 PDF", async () => {
    renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["PowerPoint (.pptx)", "PDF (16:9)"]);
  });

  it.each([
    ["PowerPoint (.pptx)", "why-mornings-matter.pptx", mocks.toPptx, /presentationml/],
    ["PDF (16:9)", "why-mornings-matter.pdf", mocks.toDeckPdf, /^application\/pdf$/],
  ] as const)(
    "%s downloads %s, built from the slides' images",
    async (label, name, build, mime) => {
      renderMenu();
      await pick(label);
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Downloaded ${name}`));
      expect(mocks.loadDeckImages).toHaveBeenCalledWith(deckSource);
      expect(build).toHaveBeenCalledWith(deckSource, [deckImage]);
      expect(mocks.download).toHaveBeenCalledWith(FILE, name, expect.stringMatching(mime));
      expect(toast.error).not.toHaveBeenCalled();
    },
  );

  it("reads a lazy source only when a format is picked", async () => {
    const source = vi.fn(() => deckSource);
    renderMenu(source);
    expect(source).not.toHaveBeenCalled();
    await pick("PDF (16:9)");
    await waitFor(() => expect(mocks.toDeckPdf).toHaveBeenCalledWith(deckSource, [deckImage]));
    expect(source).toHaveBeenCalledTimes(1);
  });

  it("shows the trigger busy while exporting, and ready again after", async () => {
    let finish: (bytes: Uint8Array) => void = () => {};
    mocks.toPptx.mockReturnValue(new Promise<Uint8Array>((resolve) => (finish = resolve)));
    renderMenu();
    await pick("PowerPoint (.pptx)");
    const busy = await screen.findByRole("button", { name: "Exporting…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    finish(FILE);
    expect(await screen.findByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("says 'Export failed' with the way out when a file can't be made", async () => {
    mocks.toPptx.mockRejectedValue(new Error("pptx blew up"));
    renderMenu();
    await pick("PowerPoint (.pptx)");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Export failed", {
        description: "Please try again or use a different format",
      }),
    );
    expect(mocks.download).not.toHaveBeenCalled();
  });

  it("says 'Download failed' when a slide's image can't be fetched", async () => {
    mocks.loadDeckImages.mockRejectedValue(new ExportError("download"));
    renderMenu();
    await pick("PDF (16:9)");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Download failed"));
    expect(mocks.download).not.toHaveBeenCalled();
  });
});

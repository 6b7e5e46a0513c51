import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { ImportCampaignSection } from "./ImportCampaignSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function renderSection(signedIn = true, onSignIn = vi.fn()) {
  render(
    <Theme>
      <MemoryRouter>
        <ImportCampaignSection signedIn={signedIn} onSignIn={onSignIn} />
      </MemoryRouter>
    </Theme>,
  );
  return onSignIn;
}

const png = (name: string) => new File([new Uint8Array(10)], name, { type: "image/png" });

function choose(files: File[]) {
  const input = screen.getByLabelText("Campaign images");
  fireEvent.change(input, { target: { files } });
}

async function fillText() {
  await userEvent.type(screen.getByLabelText("Brand name"), "Northbound Coffee");
  await userEvent.type(screen.getByLabelText("Campaign name"), "Nine O'Clock Roast");
  await userEvent.type(screen.getByLabelText("Campaign text"), "Roasted this week.");
}

describe("importing an existing campaign", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    let n = 0;
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: vi.fn(() => `blob:preview-${(n += 1)}`),
        revokeObjectURL: vi.fn(),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks signed-out visitors to sign in, in the spec's words", async () => {
    const onSignIn = renderSection(false);
    expect(screen.getByText("Login Required")).toBeInTheDocument();
    expect(
      screen.getByText("Please sign in to import your existing campaigns"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Import an existing campaign" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it("previews chosen images, counts them and stops at ten", () => {
    renderSection();
    expect(screen.getByText("0 of 10 images")).toBeInTheDocument();
    choose([png("a.png"), png("b.png")]);
    expect(screen.getByText("2 of 10 images")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Chosen images" });
    expect(within(list).getByRole("img", { name: "a.png" })).toHaveAttribute(
      "src",
      "blob:preview-1",
    );
    choose(Array.from({ length: 9 }, (_, i) => png(`more-${i}.png`)));
    expect(screen.getByText("10 of 10 images")).toBeInTheDocument();
    expect(screen.getByText("You can import at most 10 images.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose images" })).toBeDisabled();
  });

  it("refuses an SVG or an oversized file beside it, and lets it be removed", async () => {
    renderSection();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.jpg", {
      type: "image/jpeg",
    });
    choose([new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }), big]);
    expect(
      screen.getByText("logo.svg: only PNG, JPEG or WebP images can be imported."),
    ).toBeInTheDocument();
    expect(screen.getByText("huge.jpg: images must be 10 MB or smaller.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import campaign" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Remove logo.svg" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove huge.jpg" }));
    expect(screen.getByRole("button", { name: "Import campaign" })).toBeEnabled();
  });

  it("says what is missing before sending anything", async () => {
    renderSection();
    await userEvent.click(screen.getByRole("button", { name: "Import campaign" }));
    expect(await screen.findByText("Please enter the brand name")).toBeInTheDocument();
    expect(screen.getByText("Please paste your campaign's text")).toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("uploads the images, starts the import, and shows a refused image's message beside it", async () => {
    renderSection();
    const fetchMock = vi.fn(async () => Response.json({ storageId: "kg_storage_1" }));
    vi.stubGlobal("fetch", fetchMock);
    mutationCalls.mockImplementation(async (name) =>
      name === "imports/mutations:generateUploadUrl"
        ? "https://upload.example/1"
        : {
            status: "rejected",
            errors: [
              { index: 0, message: "Image 1: only PNG, JPEG or WebP images can be imported." },
            ],
          },
    );
    choose([png("a.png")]);
    await fillText();
    await userEvent.click(screen.getByRole("button", { name: "Import campaign" }));
    expect(
      await screen.findByText("Image 1: only PNG, JPEG or WebP images can be imported."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "https://upload.example/1",
      expect.objectContaining({ method: "POST" }),
    );
    expect(mutationCalls).toHaveBeenCalledWith("imports/mutations:importCampaign", {
      brand: "Northbound Coffee",
      campaignName: "Nine O'Clock Roast",
      audience: undefined,
      text: "Roasted this week.",
      imageIds: ["kg_storage_1"],
    });
  });

  it("follows the import job and offers what next once its brief and idea exist", async () => {
    renderSection();
    mutationCalls.mockResolvedValue({ status: "started", jobId: "job1" });
    await fillText();
    await userEvent.click(screen.getByRole("button", { name: "Import campaign" }));
    const importJob = {
      id: "job1",
      kind: "import",
      status: "running",
      step: "Reading your campaign…",
      cost: 0,
      result: null,
      errorCode: null,
      errorMessage: null,
      createdAt: Date.now(),
      finishedAt: null,
      provider: null,
      metadata: null,
    };
    setQueryResult("importJob", importJob);
    expect(await screen.findByText("Reading your campaign…")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Take it to the legends" })).toBeNull();
    setQueryResult("importJob", {
      ...importJob,
      status: "succeeded",
      step: null,
      result: { briefId: "brief1", ideaId: "idea1" },
    });
    expect(await screen.findByRole("link", { name: "Take it to the legends" })).toHaveAttribute(
      "href",
      "/?briefId=brief1",
    );
  });

  it("shows an upload the server refused beside its image, in the form's words", async () => {
    renderSection();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: "This image: images must be 10 MB or smaller.", problem: "size" },
          { status: 413 },
        ),
      ),
    );
    mutationCalls.mockImplementation(async () => "/api/uploads/secret");
    choose([png("a.png")]);
    await fillText();
    await userEvent.click(screen.getByRole("button", { name: "Import campaign" }));
    expect(await screen.findByText("a.png: images must be 10 MB or smaller.")).toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalledWith(
      "imports/mutations:importCampaign",
      expect.anything(),
    );
  });

  it("uploads every image afresh after the server says one was not found", async () => {
    renderSection();
    let n = 0;
    const fetchMock = vi.fn(async () => Response.json({ storageId: `kg_storage_${(n += 1)}` }));
    vi.stubGlobal("fetch", fetchMock);
    const { ConvexError } = await import("convex/values");
    mutationCalls.mockImplementation(async (name) => {
      if (name === "imports/mutations:generateUploadUrl") return "/api/uploads/secret";
      throw new ConvexError({
        code: "NOT_FOUND",
        message: "One of the images didn't arrive. Please upload it again.",
      });
    });
    choose([png("a.png")]);
    await fillText();
    await userEvent.click(screen.getByRole("button", { name: "Import campaign" }));
    expect(
      await screen.findByText("One of the images didn't arrive. Please upload it again."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Import campaign" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(mutationCalls).toHaveBeenLastCalledWith(
      "imports/mutations:importCampaign",
      expect.objectContaining({ imageIds: ["kg_storage_2"] }),
    );
  });
});

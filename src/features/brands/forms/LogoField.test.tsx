import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { LogoField } from "./LogoField";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const png = () => new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });

function renderField(onChange = vi.fn()) {
  render(
    <Theme>
      <LogoField logoUrl={null} onChange={onChange} />
    </Theme>,
  );
  return onChange;
}

describe("the brand profile's logo field", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    mutationCalls.mockImplementation(async (name) =>
      name === "brands/mutations:generateLogoUploadUrl"
        ? "/api/uploads/secret"
        : { ok: true, key: "k", url: "/api/media/k" },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("uploads a chosen logo to its own upload URL and records it", async () => {
    const fetchMock = vi.fn(async () => Response.json({ storageId: "kg_1" }));
    vi.stubGlobal("fetch", fetchMock);
    const onChange = renderField();
    fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [png()] } });
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ key: "k", url: "/api/media/k" }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/uploads/secret",
      expect.objectContaining({ method: "POST" }),
    );
    expect(mutationCalls).toHaveBeenCalledWith("brands/mutations:storeLogoUpload", {
      storageId: "kg_1",
    });
  });

  it("shows the server's words when it refuses the file, and records nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: messages.brands.logoType, code: "INVALID_ARGUMENT", problem: "type" },
          { status: 415 },
        ),
      ),
    );
    const onChange = renderField();
    fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [png()] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.brands.logoType);
    expect(onChange).not.toHaveBeenCalled();
    expect(mutationCalls).not.toHaveBeenCalledWith(
      "brands/mutations:storeLogoUpload",
      expect.anything(),
    );
  });

  it("says the upload was not found when the server no longer holds it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ storageId: "kg_1" })),
    );
    const { ConvexError } = await import("convex/values");
    mutationCalls.mockImplementation(async (name) => {
      if (name === "brands/mutations:generateLogoUploadUrl") return "/api/uploads/secret";
      throw new ConvexError({ code: "NOT_FOUND", message: messages.brands.logoMissing });
    });
    renderField();
    fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [png()] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.brands.logoMissing);
  });
});

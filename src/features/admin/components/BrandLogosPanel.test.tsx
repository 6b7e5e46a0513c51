import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { BrandLogosPanel } from "./BrandLogosPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const LOGO = {
  id: "brandLogos:1",
  name: "Northbound Coffee",
  domain: "northbound.coffee",
  logoUrl: "/api/media/k",
  bestLogo: "/api/media/k",
  format: "image/png",
  legendNames: ["David Ogilvy"],
};

function renderPanel() {
  render(
    <Theme>
      <BrandLogosPanel />
    </Theme>,
  );
}

describe("the admin's brand logos", () => {
  beforeEach(() => resetConvexAuthMock());

  it("says when there are none, and lists and removes logos", async () => {
    setQueryResult("adminBrandLogos", []);
    renderPanel();
    expect(screen.getByText("No logos yet.")).toBeInTheDocument();
    setQueryResult("adminBrandLogos", [LOGO]);
    expect(screen.getByRole("img", { name: "Northbound Coffee" })).toHaveAttribute(
      "src",
      "/api/media/k",
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove Northbound Coffee" }));
    expect(mutationCalls).toHaveBeenCalledWith("marketing/logoAdmin:remove", {
      id: "brandLogos:1",
    });
  });

  it("refuses an SVG before uploading it", async () => {
    setQueryResult("adminBrandLogos", []);
    renderPanel();
    await userEvent.type(screen.getByLabelText("Brand name"), "Fjord Bank");
    await userEvent.type(screen.getByLabelText("Domain"), "fjord.bank");
    fireEvent.change(screen.getByLabelText("Logo image"), {
      target: { files: [new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" })] },
    });
    expect(screen.getByText("Logos must be PNG, JPEG or WebP images.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the file beside it, adding nothing", async () => {
    setQueryResult("adminBrandLogos", []);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: "Logos must be PNG, JPEG or WebP images.", problem: "type" },
          { status: 415 },
        ),
      ),
    );
    mutationCalls.mockImplementation(async () => "/api/uploads/secret");
    renderPanel();
    await userEvent.type(screen.getByLabelText("Brand name"), "Fjord Bank");
    await userEvent.type(screen.getByLabelText("Domain"), "fjord.bank");
    fireEvent.change(screen.getByLabelText("Logo image"), {
      target: { files: [new File([new Uint8Array(4)], "logo.png", { type: "image/png" })] },
    });
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));
    expect(await screen.findByText("Logos must be PNG, JPEG or WebP images.")).toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalledWith("marketing/logoAdmin:add", expect.anything());
    vi.unstubAllGlobals();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import { messages, validationMessages } from "../../../../shared/errors";
import type { CampaignIdea } from "../lib/types";
import { CampaignItButton, type CampaignItButtonProps } from "./CampaignItButton";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const CREATE = "campaigns/mutations:createFromIdea";

const idea = (overrides: Partial<CampaignIdea> = {}): CampaignIdea => ({
  id: "idea1" as CampaignIdea["id"],
  campaignName: "The Morning Record",
  thumbnails: ["/api/media/hero.png", "/api/media/a.png", "/api/media/b.png"],
  landingPageId: null,
  ...overrides,
});

function renderButton(props: Partial<CampaignItButtonProps> = {}) {
  const onRequireSignIn = vi.fn();
  const view = renderRoutes([
    {
      path: "/",
      element: (
        <CampaignItButton idea={idea()} signedIn onRequireSignIn={onRequireSignIn} {...props} />
      ),
    },
    { path: "/idea-page/:id", element: <p>Campaign page opened</p> },
  ]);
  return { ...view, onRequireSignIn };
}

describe("Campaign It", () => {
  beforeEach(() => resetConvexAuthMock());

  it("opens 'Generate Campaign Page', shows 'Creating...' while busy, then opens the page", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    mutationCalls.mockReturnValue(new Promise((done) => (resolve = done)));
    const { router } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Campaign It" }));
    const dialog = screen.getByRole("dialog", { name: "Generate Campaign Page" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create campaign page" }));
    expect(mutationCalls).toHaveBeenCalledWith(CREATE, { ideaId: "idea1" });
    expect(within(dialog).getByRole("button", { name: "Creating..." })).toBeDisabled();
    resolve({ campaignPageId: "page9" });
    expect(await screen.findByText("Campaign page opened")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/idea-page/page9");
  });

  it("without thumbnails says 'No Thumbnails Available' and what to do, and cannot create", async () => {
    renderButton({ idea: idea({ thumbnails: [] }) });
    await userEvent.click(screen.getByRole("button", { name: "Campaign It" }));
    const dialog = screen.getByRole("dialog", { name: "Generate Campaign Page" });
    expect(within(dialog).getByText(messages.campaignPage.noThumbnails)).toBeInTheDocument();
    expect(
      within(dialog).getByText(validationMessages.campaignPage.needsThumbnails),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create campaign page" })).toBeDisabled();
  });

  it("shows the server's refusal in the panel", async () => {
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "FORBIDDEN", message: messages.sharing.viewerCannotEdit }),
    );
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Campaign It" }));
    const dialog = screen.getByRole("dialog", { name: "Generate Campaign Page" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create campaign page" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      messages.sharing.viewerCannotEdit,
    );
  });

  it("opens an existing page directly, even for a viewer", async () => {
    const { router } = renderButton({
      idea: idea({ landingPageId: "page3" }),
      readOnlyReason: "Read only",
    });
    await userEvent.click(screen.getByRole("button", { name: "Open campaign page" }));
    expect(router.state.location.pathname).toBe("/idea-page/page3");
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("asks signed-out visitors to sign in, and is disabled for viewers without a page", async () => {
    const { onRequireSignIn, unmount } = renderButton({ signedIn: false });
    await userEvent.click(screen.getByRole("button", { name: "Campaign It" }));
    expect(onRequireSignIn).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();
    renderButton({ readOnlyReason: messages.sharing.viewerCannotGenerate });
    const button = screen.getByRole("button", { name: "Campaign It" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", messages.sharing.viewerCannotGenerate);
  });
});

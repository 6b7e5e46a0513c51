import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { ApiKeysSection } from "./ApiKeysSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const NOW = Date.now();
const MINUTE = 60_000;
const KEY = `lgd_${"A1b2C3d4E5".repeat(4)}`;

const LIVE = {
  id: "apiKeys:1",
  name: "Claude Desktop",
  prefix: "lgd_abcd…",
  createdAt: NOW - 3 * 24 * 60 * MINUTE,
  lastUsedAt: NOW - 5 * MINUTE,
  revokedAt: null,
};
const UNUSED = { ...LIVE, id: "apiKeys:2", name: "Cursor", prefix: "lgd_wxyz…", lastUsedAt: null };
const REVOKED = { ...LIVE, id: "apiKeys:3", name: "Old laptop", revokedAt: NOW - 2 * MINUTE };

function renderSection() {
  render(
    <Theme>
      <ApiKeysSection />
    </Theme>,
  );
}

describe("/account → API keys", () => {
  beforeEach(() => resetConvexAuthMock());

  it("lists keys with their first characters, when made and last used, and revoked ones marked", () => {
    renderSection();
    setQueryResult("apiKeys", [LIVE, UNUSED, REVOKED]);
    const list = screen.getByRole("list", { name: "Your API keys" });
    const [live, unused, revoked] = within(list).getAllByRole("listitem");
    expect(live).toHaveTextContent("Claude Desktop");
    expect(live).toHaveTextContent("lgd_abcd… · Created 3 d ago · Last used 5 min ago");
    expect(unused).toHaveTextContent("Never used");
    expect(within(revoked).getByText("Revoked")).toBeInTheDocument();
    expect(within(revoked).queryByRole("button", { name: /Revoke/ })).toBeNull();
    expect(screen.getByText(`${window.location.origin}/mcp`)).toBeInTheDocument();
  });

  it("creates a key with a name and shows it once, with a copy button", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    mutationCalls.mockResolvedValue({ id: "apiKeys:9", key: KEY });
    renderSection();
    setQueryResult("apiKeys", []);
    expect(screen.getByText("No API keys yet.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Key name"), "  VS Code ");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(mutationCalls).toHaveBeenCalledWith("apiKeys/mutations:create", { name: "VS Code" });
    const shown = await screen.findByRole("status");
    expect(within(shown).getByLabelText("Your new API key")).toHaveTextContent(KEY);
    expect(shown).toHaveTextContent(messages.apiKeys.shownOnce);
    expect(shown).toHaveTextContent("won't be shown again");
    expect(screen.getByLabelText("Key name")).toHaveValue("");

    await user.click(within(shown).getByRole("button", { name: "Copy key" }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(within(shown).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    await user.click(within(shown).getByRole("button", { name: "Done, I’ve saved it" }));
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it("asks for a name before calling the server, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderSection();
    setQueryResult("apiKeys", []);
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText(messages.apiKeys.nameRequired)).toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalled();

    const atLimit = messages.apiKeys.atLimit(10);
    mutationCalls.mockRejectedValue(new ConvexError({ code: "FORBIDDEN", message: atLimit }));
    await user.type(screen.getByLabelText("Key name"), "Eleventh");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText(atLimit)).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("revokes a key only after the confirmation", async () => {
    const user = userEvent.setup();
    renderSection();
    setQueryResult("apiKeys", [LIVE]);
    await user.click(screen.getByRole("button", { name: "Revoke Claude Desktop" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("stops working at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(mutationCalls).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Revoke Claude Desktop" }));
    await user.click(await screen.findByRole("button", { name: "Revoke key" }));
    expect(mutationCalls).toHaveBeenCalledWith("apiKeys/mutations:revoke", { keyId: "apiKeys:1" });
  });

  it("says when the keys can't be loaded, with a retry", () => {
    renderSection();
    setQueryResult("apiKeys", new Error("offline"));
    expect(screen.getByRole("alert")).toHaveTextContent(messages.apiKeys.loadFailed);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/renderWithRouter";
import { MailText } from "./MailText";

const origin = window.location.origin;
const invite = `${origin}/invite/AbC-123_x`;

function renderMail(text: string) {
  return renderRoutes(
    [
      { path: "/dev/mailbox", element: <MailText text={text} /> },
      { path: "/invite/:token", element: <p>Invite page</p> },
    ],
    "/dev/mailbox",
  );
}

describe("an email's text in the dev mailbox", () => {
  it("makes this app's invite link clickable, in the same tab", async () => {
    const { router } = renderMail(`Dana shared a brief.\n\nOpen it: ${invite}.\n\n— Legendary`);
    const link = screen.getByRole("link", { name: invite });
    expect(link).toHaveAttribute("href", "/invite/AbC-123_x");
    expect(link).not.toHaveAttribute("target");
    // The sentence's full stop stays text.
    expect(link.parentElement).toHaveTextContent(`Open it: ${invite}.`);
    await userEvent.click(link);
    expect(await screen.findByText("Invite page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/invite/AbC-123_x");
  });

  it("leaves every other URL as text", () => {
    const text = [
      "https://evil.example/invite/AbC",
      `${origin}/login`,
      `${origin}/invite/a/b`,
      `http://user:pw@${window.location.host}/invite/AbC`,
      "javascript:alert(1)",
      `${origin.replace("http", "ftp")}/invite/AbC`,
    ].join("\n");
    renderMail(text);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/evil\.example/)).toHaveTextContent("javascript:alert(1)");
  });
});

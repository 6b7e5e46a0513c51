import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { DevMailbox } from "./DevMailbox";

const message = {
  id: "outbox:1",
  to: "mary@wrg.example",
  subject: "Your Legendary verification code",
  text: "Your code is 12345678. It expires in 15 minutes.",
  code: "12345678",
  createdAt: Date.UTC(2026, 10, 21, 9, 30),
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("DevMailbox", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the outbox with the code large and copyable", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { messages: [message] }));
    vi.stubGlobal("fetch", fetchMock);
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderWithRouter(<DevMailbox />);

    const card = await screen.findByRole("article", {
      name: "Your Legendary verification code to mary@wrg.example",
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/dev/mailbox", expect.any(Object));
    expect(within(card).getByText("12345678")).toBeInTheDocument();
    expect(within(card).getByText(/It expires in 15 minutes/)).toBeInTheDocument();

    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(within(card).getByRole("button", { name: "Copy code 12345678" }));
    expect(writeText).toHaveBeenCalledWith("12345678");
    expect(within(card).getByRole("button", { name: "Code copied" })).toBeInTheDocument();
  });

  it("says what to do when the outbox is empty, and refreshes on demand", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { messages: [] }))
      .mockResolvedValueOnce(answer(200, { messages: [message] }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithRouter(<DevMailbox />);

    expect(await screen.findByText("No emails yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/register",
    );
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("12345678")).toBeInTheDocument();
  });

  it("explains that the local mailbox is off when the backend answers 404", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(404, { error: "off" })));
    renderWithRouter(<DevMailbox />);
    expect(await screen.findByText("The local mailbox is off")).toBeInTheDocument();
  });

  it("reports a mailbox it cannot read", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(500, {})));
    renderWithRouter(<DevMailbox />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The mailbox couldn’t be read.");
  });
});

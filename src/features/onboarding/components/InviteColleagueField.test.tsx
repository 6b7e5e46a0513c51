import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InviteColleagueField } from "./InviteColleagueField";

vi.mock("@convex-dev/auth/react", () => ({ useAuthToken: () => "token-1" }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderField() {
  render(<InviteColleagueField currentSlide={5} slideTitle="Ready to Create" />);
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText("Invite a colleague by email"),
    send: () => screen.getByRole("button", { name: /Send invite|Sending…/ }),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("inviting a colleague from the tour", () => {
  it("asks for an address, then a valid one, in the spec's words, sending nothing", async () => {
    const { user, input, send } = renderField();
    await user.click(send());
    expect(await screen.findByText("Please enter an email address")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.type(input, "not-an-address");
    await user.click(send());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the address and the step with the user's token, then says it was sent", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, input, send } = renderField();
    await user.type(input, "  ada@agency.example ");
    await user.click(send());

    expect(send()).toBeDisabled();
    expect(send()).toHaveTextContent("Sending…");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/send-invite");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-1");
    expect(JSON.parse(init?.body as string)).toEqual({
      email: "ada@agency.example",
      currentSlide: 5,
      slideTitle: "Ready to Create",
    });

    answer(json(200, { ok: true }));
    expect(await screen.findByText("Invitation sent to ada@agency.example")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(send()).toBeEnabled();
  });

  it.each([
    ["the server refuses it", () => Promise.resolve(json(502, { error: "nope" }))],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("says 'Failed to send invitation' when %s, keeping the address", async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const { user, input, send } = renderField();
    await user.type(input, "ada@agency.example");
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send invitation");
    expect(input).toHaveValue("ada@agency.example");
    expect(screen.queryByText(/Invitation sent/)).not.toBeInTheDocument();
  });

  it("says so when the sender reached their own invitation limit, in the server's words", async () => {
    const limit =
      "You've reached your limit of 20 invitations an hour. You can send another in about 12 minutes.";
    fetchMock.mockResolvedValue(json(429, { error: limit, code: "RATE_LIMITED" }));
    const { user, input, send } = renderField();
    await user.type(input, "ada@agency.example");
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(limit);
    expect(screen.queryByText("Failed to send invitation")).not.toBeInTheDocument();
    expect(input).toHaveValue("ada@agency.example");
  });

  it("keeps the spec's words for a 429 that says nothing", async () => {
    fetchMock.mockResolvedValue(new Response("busy", { status: 429 }));
    const { user, input, send } = renderField();
    await user.type(input, "ada@agency.example");
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send invitation");
  });
});

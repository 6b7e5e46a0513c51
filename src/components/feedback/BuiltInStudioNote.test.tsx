import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { BuiltInStudioNote } from "./BuiltInStudioNote";

describe("BuiltInStudioNote", () => {
  it("says the built-in studio wrote it, in one line with a link to the help page", () => {
    renderWithRouter(<BuiltInStudioNote provider="offline-studio" />);
    const note = screen.getByText(/Written by the built-in studio/);
    expect(note).toHaveTextContent(
      "Written by the built-in studio — connect an AI provider for full creative power. Learn more",
    );
    expect(screen.getByRole("link", { name: "Learn more" })).toHaveAttribute(
      "href",
      "/help/built-in-studio",
    );
  });

  it("says 'Drawn' for images", () => {
    renderWithRouter(<BuiltInStudioNote provider="offline-studio" kind="images" />);
    expect(
      screen.getByText(/Drawn by the built-in studio — connect an AI provider/),
    ).toBeInTheDocument();
  });

  it("shows nothing for work a real provider did", () => {
    renderWithRouter(<BuiltInStudioNote provider="openrouter" />);
    expect(screen.queryByText(/built-in studio/)).toBeNull();
    renderWithRouter(<BuiltInStudioNote provider={null} />);
    expect(screen.queryByText(/built-in studio/)).toBeNull();
  });
});

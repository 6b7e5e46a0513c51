import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { makeDeck } from "../testing/fixtures";
import { PresentMode } from "./PresentMode";

function present(startIndex = 0) {
  const onExit = vi.fn();
  const deck = makeDeck();
  render(
    <PresentMode title={deck.title} slides={deck.slides} startIndex={startIndex} onExit={onExit} />,
  );
  const stage = screen.getByRole("dialog", { name: "Presenting The Morning Record" });
  const shown = () => stage.getAttribute("data-slide-index");
  return { onExit, stage, shown, deck };
}

describe("PresentMode", () => {
  it("advances with the arrow keys, Space and a click, and goes back", () => {
    const { stage, shown } = present();
    expect(stage).toHaveFocus();
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    expect(shown()).toBe("1");
    fireEvent.keyDown(stage, { key: " " });
    expect(shown()).toBe("2");
    fireEvent.click(stage);
    expect(shown()).toBe("3");
    fireEvent.keyDown(stage, { key: "ArrowLeft" });
    expect(shown()).toBe("2");
    fireEvent.keyDown(stage, { key: "Home" });
    expect(shown()).toBe("0");
    fireEvent.keyDown(stage, { key: "ArrowLeft" });
    expect(shown()).toBe("0");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Coffee is sold on adjectives",
    );
  });

  it("shows the audience slides only: the speaker notes never render", () => {
    const { stage, deck } = present();
    for (const slide of deck.slides) {
      expect(stage).not.toHaveTextContent(slide.speakerNotes);
      fireEvent.keyDown(stage, { key: "ArrowRight" });
    }
  });

  it("ends on a black screen, then leaves; Esc leaves at any time", () => {
    const { stage, shown, onExit } = present(5);
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    expect(shown()).toBe("6");
    expect(stage).toHaveTextContent("End of the deck");
    expect(onExit).not.toHaveBeenCalled();
    fireEvent.keyDown(stage, { key: "ArrowRight" });
    expect(onExit).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(stage, { key: "Escape" });
    expect(onExit).toHaveBeenCalledTimes(2);
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/**
 * Fills the brief form's four required facts by pasting: one input event per field, as a real
 * paste does, instead of one per character (typing 150 characters made these tests slow enough
 * to time out on a loaded machine).
 */
export async function pasteFacts(facts: Record<"brand" | "audience" | "message" | "tone", string>) {
  const fields = [
    ["Brand", facts.brand],
    ["Target audience", facts.audience],
    ["Key message", facts.message],
    ["Tone/style", facts.tone],
  ] as const;
  for (const [label, value] of fields) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
}

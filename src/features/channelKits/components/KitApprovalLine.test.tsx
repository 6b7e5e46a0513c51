import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { KIT_APPROVAL_TEXT, KitApprovalLine } from "./KitApprovalLine";

describe("KitApprovalLine", () => {
  it("says a kit waits for approval, and who approved it once they have", () => {
    const { rerender } = render(
      <Theme>
        <KitApprovalLine approval={{ approved: false, summary: null }} />
      </Theme>,
    );
    expect(screen.getByText(KIT_APPROVAL_TEXT.pending)).toBeTruthy();
    rerender(
      <Theme>
        <KitApprovalLine approval={{ approved: true, summary: "Approved by Sam · 2 h ago" }} />
      </Theme>,
    );
    expect(screen.queryByText(KIT_APPROVAL_TEXT.pending)).toBeNull();
    expect(screen.getByText("Approved by Sam · 2 h ago: ready for the platforms.")).toBeTruthy();
  });
});

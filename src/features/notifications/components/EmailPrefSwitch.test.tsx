import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { NOTIFICATION_TEXT } from "../lib/texts";
import { EmailPrefSwitch } from "./EmailPrefSwitch";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("EmailPrefSwitch", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows the saved choice and turns emails off", async () => {
    renderWithRouter(<EmailPrefSwitch />);
    setQueryResult("notificationPrefs", { email: true });
    const toggle = screen.getByRole("switch", { name: NOTIFICATION_TEXT.emailLabel });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(mutationCalls).toHaveBeenCalledWith("notifications/mutations:setEmailPref", {
      email: false,
    });
  });
});

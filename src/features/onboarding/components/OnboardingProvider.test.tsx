import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import {
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { useOnboardingTour } from "../hooks/useOnboardingTour";
import { OnboardingProvider } from "./OnboardingProvider";
// Loaded up front so the provider's lazy import resolves within findBy's wait.
import "./OnboardingTour";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock("@convex-dev/auth/react", () => ({ useAuthToken: () => "token-1" }));

function ReopenButton() {
  const { openTour } = useOnboardingTour();
  return <button onClick={openTour}>Take the tour</button>;
}

function renderProvider(path = "/") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OnboardingProvider>
        <ReopenButton />
      </OnboardingProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const tour = () => screen.findByRole("dialog", { name: "Welcome to Legendary" });

beforeEach(() => {
  resetConvexAuthMock();
  sessionStorage.clear();
});

describe("offering the welcome tour", () => {
  it("opens by itself for a user the server says has not been welcomed", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    renderProvider();
    expect(await tour()).toBeInTheDocument();
  });

  it("is not offered over the dev mailbox or an invite link, but opens there on request", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    const user = renderProvider("/dev/mailbox");
    await Promise.resolve();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    expect(await tour()).toBeInTheDocument();
  });

  it("stays closed while the answer loads, and for a welcomed user", async () => {
    setAuth({ isAuthenticated: true });
    renderProvider();
    setQueryResult("onboardingStatus", { showTour: false });
    await Promise.resolve();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("skipping marks the account welcomed and keeps this tab from offering it again", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    const user = renderProvider();
    await user.click(await screen.findByRole("button", { name: "Skip tour" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(mutationCalls).toHaveBeenCalledWith("onboarding/mutations:markWelcomed", {});
    expect(sessionStorage.getItem(STORAGE_KEYS.tourWelcomed)).toBe("1");
  });

  it("does not come back in this tab even if the server has not caught up", () => {
    sessionStorage.setItem(STORAGE_KEYS.tourWelcomed, "1");
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    renderProvider();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the tour closed when the welcomed write fails", async () => {
    mutationCalls.mockRejectedValue(new Error("offline"));
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    const user = renderProvider();
    await user.click(await screen.findByRole("button", { name: "Skip tour" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reopens on request from the first step, and Get Started closes it", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: false });
    const user = renderProvider();
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    expect(await tour()).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("forgets this tab's answer when the user signs out, so the next account gets its own", () => {
    sessionStorage.setItem(STORAGE_KEYS.tourWelcomed, "1");
    setAuth({ isAuthenticated: false });
    renderProvider();
    expect(sessionStorage.getItem(STORAGE_KEYS.tourWelcomed)).toBeNull();
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    return expect(tour()).resolves.toBeInTheDocument();
  });

  it("is never offered to visitors", () => {
    setQueryResult("onboardingStatus", { showTour: true });
    renderProvider();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

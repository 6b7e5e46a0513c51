import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router-dom";
import {
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { setLeavingPage } from "@/lib/leavingPage";
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

/** The router's navigate, for moving between pages while a modal tour blocks the page. */
const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const goTo = (path: string) => act(() => void router.navigate(path));

function renderProvider(path = "/") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
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
  setLeavingPage(false);
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

  it.each([
    "/checkout/local/cs_local_1",
    "/billing/local-portal",
    "/subscription/success?session_id=cs_local_1",
    "/credits/success?session_id=cs_local_1",
    "/pricing?canceled=1",
    "/invite/tok_1",
  ])("never opens by itself over %s, and waits for the next ordinary page", async (path) => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    renderProvider(path);
    await Promise.resolve();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Not spent either: nothing was shown.
    expect(mutationCalls).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.tourWelcomed)).toBeNull();
    goTo("/pricing");
    expect(await tour()).toBeInTheDocument();
  });

  it("is neither shown nor spent on a page the tab is leaving for a checkout", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    // A sign-up from /pricing resumes the chosen plan: the tab is on its way to checkout.
    setLeavingPage(true);
    renderProvider("/pricing");
    await Promise.resolve();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(mutationCalls).not.toHaveBeenCalled();
    // The checkout could not start: the tab stays, and so may the tour.
    act(() => setLeavingPage(false));
    expect(await tour()).toBeInTheDocument();
  });

  it("is spent the moment it appears: recorded on the server before any click", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    renderProvider();
    expect(await tour()).toBeInTheDocument();
    expect(mutationCalls).toHaveBeenCalledWith("onboarding/mutations:markWelcomed", {});
    expect(sessionStorage.getItem(STORAGE_KEYS.tourWelcomed)).toBe("1");
    // The server's answer turns (another tab, the write landing): the open tour stays open.
    setQueryResult("onboardingStatus", { showTour: false });
    expect(screen.getByRole("dialog", { name: "Welcome to Legendary" })).toBeInTheDocument();
  });

  it("steps aside while the tab is at checkout, and comes back on the next ordinary page", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    renderProvider();
    expect(await tour()).toBeInTheDocument();
    // A pending action (a plan chosen before signing up) carries the new account to checkout.
    goTo("/checkout/local/cs_local_1");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    goTo("/subscription/success?session_id=cs_local_1");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    goTo("/account");
    expect(await tour()).toBeInTheDocument();
  });

  it("closed by any means, it does not come back on the next page", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("onboardingStatus", { showTour: true });
    const user = renderProvider();
    expect(await tour()).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    goTo("/my-ideas");
    await Promise.resolve();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
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

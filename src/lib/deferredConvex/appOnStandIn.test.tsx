import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { DropdownMenu, Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { freshDeferredConvex } from "@/testing/fakeConvexBackend";
import { renderRoutes } from "@/testing/renderWithRouter";

/**
 * The app's components on the stand-in hooks that ship (./convexReact.ts), not on a mock of
 * `convex/react` as the other component tests are: each hook the app uses runs here through a
 * real component, on a fake client underneath (@/testing/fakeConvexBackend), before and after
 * that client has loaded.
 */
vi.mock("convex/react", async () => await import("./convexReact"));
const assign = vi.hoisted(() => vi.fn());
vi.mock("@/features/billing/lib/redirect", async (original) => ({
  ...(await original<typeof import("@/features/billing/lib/redirect")>()),
  redirectTo: assign,
}));

/** One module graph for the file (the loader is a singleton): the tests run in order. */
let setup: Awaited<ReturnType<typeof freshDeferredConvex>>;
beforeAll(async () => {
  setup = await freshDeferredConvex();
});
afterAll(() => vi.doUnmock("@/lib/deferredConvex/backend"));

const SIGNED_IN = { isLoading: false, isRefreshing: false, isAuthenticated: true, token: "t" };

describe("the app's components on the stand-in hooks", () => {
  it("useQueries (through useLiveQuery): the ideas banner shows the fallback, then the live count", async () => {
    const { fake, loader } = setup;
    const { IdeasCountBanner } = await import("@/features/ideas/components/IdeasCountBanner");
    render(
      <Theme>
        <MemoryRouter>
          <IdeasCountBanner showJoin={false} />
        </MemoryRouter>
      </Theme>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("1,000 campaign ideas created");
    expect(fake.module.createClient).not.toHaveBeenCalled();
    await act(() => loader.loadBackend());
    act(() => fake.answer("ideas/queries:ideasCount", {}, { totalIdeas: 4321 }));
    expect(screen.getByRole("status")).toHaveTextContent("4,321 campaign ideas created");
  });

  it("useConvexAuth, useMutation and the one-off calls: /share/{id} for a viewer finds the live link", async () => {
    const { fake } = setup;
    const { publishAuth } = await import("./authState");
    const { ShareRedirectPage } = await import("@/app/routes/shareLinks/ShareRedirectPage");
    fake.client.mutation.mockRejectedValueOnce(
      new ConvexError({ code: "FORBIDDEN", message: "Viewers can't share." }),
    );
    fake.client.query.mockResolvedValueOnce({ shareId: "live-link" } as never);
    publishAuth(SIGNED_IN);
    renderRoutes(
      [
        { path: "/share/:ideaId", element: <ShareRedirectPage /> },
        { path: "/shared/:shareId", element: <p>The shared page</p> },
      ],
      "/share/idea-1",
    );
    expect(await screen.findByText("The shared page")).toBeVisible();
    expect(fake.client.mutation).toHaveBeenCalledWith(
      expect.anything(),
      { ideaId: "idea-1" },
      { optimisticUpdate: undefined },
    );
    expect(fake.client.query).toHaveBeenCalledWith(expect.anything(), { ideaId: "idea-1" });
  });

  it("useAction: 'Manage plan' opens the portal the action answers", async () => {
    const { fake, loader } = setup;
    const { ManagePlanMenuItem } = await import("@/features/billing/components/ManagePlanMenuItem");
    await loader.loadBackend();
    fake.client.action.mockResolvedValueOnce({ url: "https://billing.example/portal" } as never);
    render(
      <Theme>
        <DropdownMenu.Root open>
          <DropdownMenu.Trigger>
            <button type="button">Account</button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <ManagePlanMenuItem />
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Theme>,
    );
    act(() => fake.answer("billing/queries:mySubscription", {}, { canManage: true }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Manage plan" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://billing.example/portal"));
  });

  it("usePaginatedQuery (inside BackendScope): 'My decks' lists once the client is here", async () => {
    const { fake, loader } = setup;
    const { BackendScope } = await import("./BackendScope");
    const { MyDecksList } = await import("@/features/decks/components/MyDecksList");
    render(
      <Theme>
        <MemoryRouter>
          <BackendScope>
            <MyDecksList />
          </BackendScope>
        </MemoryRouter>
      </Theme>,
    );
    await act(() => loader.loadBackend());
    expect(await screen.findByText("No decks yet")).toBeVisible();
    expect(fake.module.usePaginatedQuery).toHaveBeenCalledWith(
      expect.anything(),
      {},
      expect.objectContaining({ initialNumItems: expect.any(Number) }),
    );
  });
});

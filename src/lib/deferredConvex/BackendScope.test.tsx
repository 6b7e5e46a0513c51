import { Suspense, useContext, createContext } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { freshDeferredConvex } from "@/testing/fakeConvexBackend";

const Provided = createContext<unknown>(null);

async function setUp(configured: boolean) {
  const { fake, loader } = await freshDeferredConvex({ configured });
  fake.module.ConvexProvider = ({ children, client }: { children: unknown; client?: unknown }) => (
    <Provided value={client}>{children as never}</Provided>
  );
  const { BackendScope } = await import("./BackendScope");
  return { fake, loader, BackendScope };
}

function ShowsClient() {
  return <p>{useContext(Provided) ? "with the client" : "without"}</p>;
}

afterEach(() => vi.doUnmock("@/lib/deferredConvex/backend"));

describe("BackendScope", () => {
  it("asks for the client and puts Convex's provider above its children", async () => {
    const { fake, BackendScope } = await setUp(true);
    expect(fake.module.createClient).not.toHaveBeenCalled();
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <BackendScope>
            <ShowsClient />
          </BackendScope>
        </Suspense>,
      );
    });
    expect(await screen.findByText("with the client")).toBeInTheDocument();
    expect(fake.module.createClient).toHaveBeenCalledTimes(1);
  });

  it("renders its children as they are where no backend is configured (component tests)", async () => {
    const { fake, BackendScope } = await setUp(false);
    render(
      <BackendScope>
        <ShowsClient />
      </BackendScope>,
    );
    expect(screen.getByText("without")).toBeInTheDocument();
    expect(fake.module.createClient).not.toHaveBeenCalled();
  });
});

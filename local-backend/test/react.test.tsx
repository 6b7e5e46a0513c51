// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import WebSocket from "ws";
import { ConvexProvider, ConvexReactClient, usePaginatedQuery, useQuery } from "convex/react";
import { api } from "./fixture/convex/_generated/api";
import { startHarness, type Harness } from "./harness.ts";

let h: Harness;
let client: ConvexReactClient;
beforeAll(async () => {
  h = await startHarness();
  client = new ConvexReactClient(h.url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
  });
});
afterAll(async () => {
  await client.close();
  await h.stop();
});

function Messages() {
  const { results, loadMore, status } = usePaginatedQuery(
    api.messages.page,
    {},
    { initialNumItems: 2 },
  );
  const total = useQuery(api.messages.list, {});
  return (
    <div>
      <p>status: {status}</p>
      <p>total: {total?.length ?? "…"}</p>
      <ul>
        {results.map((m) => (
          <li key={m._id}>{m.body}</li>
        ))}
      </ul>
      <button onClick={() => loadMore(2)}>more</button>
    </div>
  );
}

const shown = () => screen.queryAllByRole("listitem").map((li) => li.textContent);

describe("React with ConvexReactClient", () => {
  test("usePaginatedQuery keeps loaded rows when a row is inserted above them", async () => {
    const http = h.http();
    for (const rank of [10, 20, 30, 40, 50, 60]) {
      await http.mutation(api.messages.send, { body: `row ${rank}`, rank });
    }
    render(
      <ConvexProvider client={client}>
        <Messages />
      </ConvexProvider>,
    );
    await waitFor(() => expect(shown()).toEqual(["row 10", "row 20"]));
    act(() => screen.getByRole("button", { name: "more" }).click());
    await waitFor(() => expect(shown()).toEqual(["row 10", "row 20", "row 30", "row 40"]));

    await http.mutation(api.messages.send, { body: "row 15", rank: 15 });
    await waitFor(() =>
      expect(shown()).toEqual(["row 10", "row 15", "row 20", "row 30", "row 40"]),
    );
    await waitFor(() => expect(screen.getByText("total: 7")).toBeTruthy());
  });

  test("a mutation from React updates the rendered query", async () => {
    await act(async () => {
      await client.mutation(api.messages.send, { body: "from react", rank: 70 });
    });
    await waitFor(() => expect(screen.getByText("total: 8")).toBeTruthy());
  });
});

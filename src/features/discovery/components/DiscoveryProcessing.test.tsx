import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { DISCOVERY } from "../../../../shared/constants";
import { DISCOVERY_PROGRESS_MESSAGES, DISCOVERY_STARTING_MESSAGE } from "../lib/progressMessages";
import { DiscoveryProcessing } from "./DiscoveryProcessing";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-27T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const message = () => screen.getByTestId("discovery-message").textContent;

describe("DiscoveryProcessing", () => {
  it("has one message per moment of the spec", () => {
    expect(DISCOVERY_PROGRESS_MESSAGES).toHaveLength(DISCOVERY.progressMessageSeconds.length);
    expect(DISCOVERY.progressMessageSeconds).toEqual([1, 3, 5, 7, 9, 11, 13]);
  });

  it("rotates its message at 1, 3, 5, 7, 9, 11 and 13 seconds, then holds the last", () => {
    render(
      <Theme>
        <DiscoveryProcessing startedAt={Date.now()} progress={<p>Reading northbound.coffee…</p>} />
      </Theme>,
    );
    expect(message()).toBe(DISCOVERY_STARTING_MESSAGE);
    expect(screen.getByText("Reading northbound.coffee…")).toBeVisible();
    const seen: string[] = [];
    let at = 0;
    for (const second of [1, 3, 5, 7, 9, 11, 13]) {
      act(() => {
        vi.advanceTimersByTime(second * 1000 - 1 - at);
      });
      // Just before its moment, the previous message still shows.
      expect(message()).toBe(seen.at(-1) ?? DISCOVERY_STARTING_MESSAGE);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      at = second * 1000;
      seen.push(message() ?? "");
    }
    expect(seen).toEqual([...DISCOVERY_PROGRESS_MESSAGES]);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(message()).toBe(DISCOVERY_PROGRESS_MESSAGES[6]);
  });

  it("picks up at the right message when it mounts mid-way", () => {
    render(
      <Theme>
        <DiscoveryProcessing startedAt={Date.now() - 6_000} progress={null} />
      </Theme>,
    );
    expect(message()).toBe(DISCOVERY_PROGRESS_MESSAGES[2]);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(message()).toBe(DISCOVERY_PROGRESS_MESSAGES[3]);
  });
});

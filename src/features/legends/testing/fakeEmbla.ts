import { vi } from "vitest";

type Listener = () => void;

/**
 * A stand-in for the embla API (jsdom has no layout, so a real carousel cannot move): records
 * scrollNext/scrollPrev/scrollTo, keeps a selected index and emits `select` like embla does.
 *
 *   const embla = vi.hoisted(() => ({ current: null as FakeEmbla | null }));
 *   vi.mock("embla-carousel-react", async () => (await import(".../fakeEmbla")).emblaModule(embla));
 */
export type FakeEmbla = ReturnType<typeof createFakeEmbla>;

export function createFakeEmbla(slideCount: number) {
  const listeners = new Map<string, Set<Listener>>();
  let selected = 0;
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const select = (index: number) => {
    selected = ((index % slideCount) + slideCount) % slideCount;
    emit("select");
  };
  const api = {
    scrollNext: vi.fn(() => select(selected + 1)),
    scrollPrev: vi.fn(() => select(selected - 1)),
    scrollTo: vi.fn((index: number) => select(index)),
    selectedScrollSnap: () => selected,
    scrollSnapList: () => Array.from({ length: slideCount }, (_, i) => i / slideCount),
    on: (event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return api;
    },
    /** Simulates a drag starting on the carousel. */
    pointerDown: () => emit("pointerDown"),
  };
  return api;
}

/** The mocked `embla-carousel-react` module: each carousel gets a fake sized to its slides. */
export function emblaModule(holder: { current: FakeEmbla | null; slides: number }) {
  return {
    default: () => {
      holder.current ??= createFakeEmbla(holder.slides);
      return [() => {}, holder.current];
    },
  };
}

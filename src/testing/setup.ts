import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

// findBy*/waitFor give up after 1 s by default, which a lazy route's first import (transformed
// on demand) can exceed on a busy 2-core CI machine; what they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// Radix primitives measure elements and observe resizes; jsdom has neither.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// Pure modules' tests may run in node (`// @vitest-environment node`), where there is no DOM.
if (typeof window !== "undefined") {
  // React Router's ScrollRestoration scrolls on navigation; jsdom doesn't implement it.
  window.scrollTo = () => {};

  // Radix Select captures the pointer and scrolls the chosen option into view; jsdom does neither.
  if (!("hasPointerCapture" in Element.prototype)) {
    Object.assign(Element.prototype, {
      hasPointerCapture: () => false,
      releasePointerCapture: () => {},
    });
  }
  if (!("scrollIntoView" in Element.prototype)) {
    Object.assign(Element.prototype, { scrollIntoView: () => {} });
  }
}

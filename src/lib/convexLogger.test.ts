import { describe, expect, it, vi } from "vitest";
import { createConvexLogger } from "./convexLogger";

function consoleSpy() {
  return { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
}

describe("the Convex client's logger", () => {
  it("logs an app's expected failure (a ConvexError with our code) at info level", () => {
    const target = consoleSpy();
    const logger = createConvexLogger(target);
    logger.error(
      '[CONVEX A(auth:signIn)] {"code":"INVALID_PASSWORD","message":"Incorrect password.","suggestion":"Try again"}',
    );
    logger.error(
      '[CONVEX M(briefs/mutations:generate)] [Request ID: 1] Server Error\nUncaught ConvexError: {"code": "INSUFFICIENT_CREDITS","message":"Not enough"}',
    );
    expect(target.info).toHaveBeenCalledTimes(2);
    expect(target.error).not.toHaveBeenCalled();
  });

  it("keeps bugs and unknown failures as errors", () => {
    const target = consoleSpy();
    const logger = createConvexLogger(target);
    logger.error(
      "[CONVEX Q(ideas/queries:get)] Uncaught Error: cannot read properties of undefined",
    );
    logger.error('[CONVEX A(x:y)] {"code":"INTERNAL","message":"Something went wrong."}');
    logger.error('[CONVEX A(x:y)] {"code":"SOMETHING_ELSE"}');
    logger.error("Another library's message");
    expect(target.error).toHaveBeenCalledTimes(4);
    expect(target.info).not.toHaveBeenCalled();
  });

  it("passes the other levels through", () => {
    const target = consoleSpy();
    const logger = createConvexLogger(target);
    logger.log("a");
    logger.warn("b");
    logger.logVerbose("c");
    expect(target.log).toHaveBeenCalledWith("a");
    expect(target.warn).toHaveBeenCalledWith("b");
    // Verbose lines only when asked for, as the client's own logger does.
    expect(target.debug).not.toHaveBeenCalled();
    createConvexLogger(target, { verbose: true }).logVerbose("d");
    expect(target.debug).toHaveBeenCalledWith("d");
  });
});

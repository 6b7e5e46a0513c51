import type { ConvexReactClient } from "convex/react";
import { ErrorCode } from "../../shared/errorCodes";

type ClientOptions = NonNullable<ConstructorParameters<typeof ConvexReactClient>[1]>;
type Logger = Exclude<NonNullable<ClientOptions["logger"]>, boolean>;

const APP_CODES = new Set<string>(Object.values(ErrorCode).filter((code) => code !== "INTERNAL"));

/**
 * An expected outcome is not a console error (issue 12). The Convex client logs every failed
 * function call as an error; the app's expected failures (a wrong password, a used code, no
 * credits left) are ConvexErrors carrying one of our codes, and the UI already shows their words.
 * Those go to the console's info level; anything else (a bug: a plain Error, INTERNAL) stays an
 * error.
 */
export function isExpectedFailure(args: unknown[]): boolean {
  const [first] = args;
  if (typeof first !== "string" || !first.startsWith("[CONVEX ")) return false;
  const code = /"code":\s*"([A-Z_]+)"/.exec(first)?.[1];
  return code !== undefined && APP_CODES.has(code);
}

/**
 * The client hands a custom logger every verbose line (its own default logger drops them unless
 * `verbose` is set): they are dropped here too, as every connect, auth step and transition would
 * otherwise cost a console call on a phone's start-up and fill the console.
 */
export function createConvexLogger(
  target: Pick<Console, "log" | "info" | "warn" | "error" | "debug"> = console,
  { verbose = false }: { verbose?: boolean } = {},
): Logger {
  return {
    logVerbose: (...args: unknown[]) => {
      if (verbose) target.debug(...args);
    },
    log: (...args: unknown[]) => target.log(...args),
    warn: (...args: unknown[]) => target.warn(...args),
    error: (...args: unknown[]) =>
      isExpectedFailure(args) ? target.info(...args) : target.error(...args),
  };
}

import type { JSONValue } from "convex/values";

/**
 * The messages a Convex client sends over the sync WebSocket, checked before they are acted on:
 * anything else is a protocol error the session reports and closes on (as Convex does), instead
 * of a TypeError deep in the session or an unhandled rejection that would stop the backend.
 */

export type AddQuery = {
  type: "Add";
  queryId: number;
  udfPath: string;
  args: JSONValue[];
  journal?: string | null;
};

export type ClientMessage =
  | { type: "Connect"; sessionId: string; connectionCount: number }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: (AddQuery | { type: "Remove"; queryId: number })[];
    }
  | {
      type: "Authenticate";
      baseVersion: number;
      tokenType: "User" | "None" | "Admin";
      value?: string;
    }
  | { type: "Mutation"; requestId: number; udfPath: string; args: JSONValue[] }
  | { type: "Action"; requestId: number; udfPath: string; args: JSONValue[] }
  | { type: "Event" };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/** Why `fields` is not a function call: udfPath a string, args an array of one object. */
function callProblem(fields: Fields): string | null {
  if (typeof fields.udfPath !== "string") return "udfPath must be a string";
  if (!Array.isArray(fields.args)) return "args must be an array";
  if (fields.args.length > 1 || (fields.args.length === 1 && !isObject(fields.args[0]))) {
    return "args must be an array holding one object";
  }
  return null;
}

function modificationProblem(change: unknown): string | null {
  if (!isObject(change) || !isNumber(change.queryId)) return "a modification needs a queryId";
  if (change.type === "Remove") return null;
  if (change.type !== "Add") return `unknown modification type ${JSON.stringify(change.type)}`;
  const journal = change.journal;
  if (journal !== undefined && journal !== null && typeof journal !== "string") {
    return "journal must be a string or null";
  }
  return callProblem(change);
}

function problem(message: Fields): string | null {
  switch (message.type) {
    case "Connect":
      return typeof message.sessionId === "string" ? null : "sessionId must be a string";
    case "ModifyQuerySet": {
      if (!isNumber(message.baseVersion) || !isNumber(message.newVersion)) {
        return "baseVersion and newVersion must be numbers";
      }
      if (!Array.isArray(message.modifications)) return "modifications must be an array";
      for (const change of message.modifications) {
        const found = modificationProblem(change);
        if (found) return found;
      }
      return null;
    }
    case "Authenticate":
      if (!isNumber(message.baseVersion)) return "baseVersion must be a number";
      if (!["User", "None", "Admin"].includes(String(message.tokenType))) {
        return `unknown tokenType ${JSON.stringify(message.tokenType)}`;
      }
      return message.tokenType === "None" || typeof message.value === "string"
        ? null
        : "value must be a string";
    case "Mutation":
    case "Action":
      return isNumber(message.requestId) ? callProblem(message) : "requestId must be a number";
    case "Event":
      return null;
    default:
      return `unknown message type ${JSON.stringify(message.type)}`;
  }
}

/** The message in `text`, or why it is not one. */
export function parseClientMessage(text: string): ClientMessage | { invalid: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { invalid: "Invalid message: not JSON" };
  }
  if (!isObject(parsed)) return { invalid: "Invalid message: not an object" };
  const found = problem(parsed);
  return found
    ? { invalid: `Invalid ${String(parsed.type)} message: ${found}` }
    : (parsed as ClientMessage);
}

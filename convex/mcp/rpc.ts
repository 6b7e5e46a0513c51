import { internal } from "../_generated/api";
import { readAppError } from "../../shared/errors";
import { PRODUCT_NAME } from "../../shared/constants";
import { isToolName, TOOLS } from "./toolList";
import { TOOL_RUNS, type ToolCtx } from "./toolRuns";

/**
 * JSON-RPC 2.0 for the MCP server (the current specification's methods a stateless server
 * answers): initialize, ping, tools/list, tools/call, resources/list,
 * resources/templates/list, resources/read. Transport and authentication are ./http.ts's.
 */

export const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

export type JsonRpcId = string | number;
export type JsonRpcResponse =
  | { jsonrpc: "2.0"; id: JsonRpcId | null; result: unknown }
  | { jsonrpc: "2.0"; id: JsonRpcId | null; error: { code: number; message: string } };

export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  resourceNotFound: -32002,
} as const;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function rpcError(id: JsonRpcId | null, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: "2.0", id, error: { code, message } };
}

const INSTRUCTIONS = `${PRODUCT_NAME} writes advertising with the creative legends. A usual run: create_brief, then generate_ideas with legends from list_legends, then get_ideas, then share_idea, create_campaign_page or create_sell_deck on the idea you like. Each tool's description says what it costs in Legend Credits; get_credits tells the balance.`;

function initialize(params: Record<string, unknown>) {
  const asked = typeof params.protocolVersion === "string" ? params.protocolVersion : "";
  return {
    // The client's version when we speak it, else our newest (the client then decides).
    protocolVersion: PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[0],
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    serverInfo: { name: "legendary", title: PRODUCT_NAME, version: "1.0.0" },
    instructions: INSTRUCTIONS,
  };
}

/**
 * A tool's failure is the tool's answer (`isError`) in the app's own words, so the assistant
 * reads 'Insufficient credits: …' or 'Brief not found.' and can act on it; a bug is logged and
 * answered with a generic line.
 */
async function callTool(tool: ToolCtx, params: Record<string, unknown>) {
  const name = typeof params.name === "string" ? params.name : "";
  if (!isToolName(name)) throw new RpcError(RPC.invalidParams, `Unknown tool: ${name}`);
  const args = params.arguments ?? {};
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    throw new RpcError(RPC.invalidParams, "arguments must be an object");
  }
  try {
    const result = await TOOL_RUNS[name](tool, args as Record<string, unknown>);
    return {
      content: [{ type: "text", text: JSON.stringify(result, null, 2) }],
      structuredContent: result,
    };
  } catch (error) {
    const appError = readAppError(error);
    if (appError === null) console.error(`MCP tool ${name} failed`, error);
    const message = appError?.message ?? "Something went wrong. Please try again.";
    return { content: [{ type: "text", text: message }], isError: true };
  }
}

const BRIEF_URI = "legendary://briefs/";
const IDEA_URI = "legendary://ideas/";
const MARKDOWN = "text/markdown";

async function listResources({ ctx, userId }: ToolCtx) {
  const briefs = await ctx.runQuery(internal.mcp.reads.recentBriefs, { userId });
  return {
    resources: briefs.map((brief) => ({
      uri: `${BRIEF_URI}${brief.id}`,
      name: brief.title,
      mimeType: MARKDOWN,
    })),
  };
}

const RESOURCE_TEMPLATES = {
  resourceTemplates: [
    {
      uriTemplate: `${BRIEF_URI}{briefId}`,
      name: "Creative brief",
      description: "A saved brief as Markdown.",
      mimeType: MARKDOWN,
    },
    {
      uriTemplate: `${IDEA_URI}{ideaId}`,
      name: "Campaign idea",
      description: "An idea as Markdown, as the app's Markdown export writes it.",
      mimeType: MARKDOWN,
    },
  ],
};

async function readResource({ ctx, userId }: ToolCtx, params: Record<string, unknown>) {
  const uri = typeof params.uri === "string" ? params.uri : "";
  let markdown: string;
  try {
    if (uri.startsWith(BRIEF_URI)) {
      const briefId = decodeURIComponent(uri.slice(BRIEF_URI.length));
      markdown = (await ctx.runQuery(internal.mcp.reads.brief, { userId, briefId })).markdown;
    } else if (uri.startsWith(IDEA_URI)) {
      const ideaId = decodeURIComponent(uri.slice(IDEA_URI.length));
      markdown = (await ctx.runQuery(internal.mcp.reads.idea, { userId, ideaId })).markdown;
    } else {
      throw new RpcError(RPC.resourceNotFound, `Resource not found: ${uri.slice(0, 200)}`);
    }
  } catch (error) {
    // Someone else's brief or idea is "not found", exactly like a missing one.
    if (error instanceof RpcError) throw error;
    if (readAppError(error)?.code === "NOT_FOUND" || error instanceof URIError) {
      throw new RpcError(RPC.resourceNotFound, `Resource not found: ${uri.slice(0, 200)}`);
    }
    throw error;
  }
  return { contents: [{ uri, mimeType: MARKDOWN, text: markdown }] };
}

async function dispatch(tool: ToolCtx, method: string, params: Record<string, unknown>) {
  switch (method) {
    case "initialize":
      return initialize(params);
    case "ping":
      return {};
    case "tools/list":
      return { tools: TOOLS };
    case "tools/call":
      return await callTool(tool, params);
    case "resources/list":
      return await listResources(tool);
    case "resources/templates/list":
      return RESOURCE_TEMPLATES;
    case "resources/read":
      return await readResource(tool, params);
    default:
      throw new RpcError(RPC.methodNotFound, `Method not found: ${method}`);
  }
}

/** One JSON-RPC message: a request's response, or null for a notification or a response. */
export async function handleMessage(
  tool: ToolCtx,
  message: unknown,
): Promise<JsonRpcResponse | null> {
  if (typeof message !== "object" || message === null || Array.isArray(message)) {
    return rpcError(null, RPC.invalidRequest, "Invalid Request");
  }
  const { id, method, params } = message as Record<string, unknown>;
  const validId = typeof id === "string" || typeof id === "number";
  if (typeof method !== "string") {
    // A client's response to us (we never ask anything), or garbage with an id.
    return "result" in message || "error" in message
      ? null
      : rpcError(validId ? id : null, RPC.invalidRequest, "Invalid Request");
  }
  if (id === undefined) return null; // A notification (notifications/initialized, cancelled…).
  if (!validId) return rpcError(null, RPC.invalidRequest, "Invalid Request");
  const paramsObject =
    typeof params === "object" && params !== null && !Array.isArray(params)
      ? (params as Record<string, unknown>)
      : {};
  try {
    return { jsonrpc: "2.0", id, result: await dispatch(tool, method, paramsObject) };
  } catch (error) {
    if (error instanceof RpcError) return rpcError(id, error.code, error.message);
    console.error(`MCP ${method} failed`, error);
    return rpcError(id, RPC.internalError, "Internal error");
  }
}

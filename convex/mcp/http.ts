import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { handleMessage, PROTOCOL_VERSIONS, rpcError, RPC, type JsonRpcResponse } from "./rpc";

/**
 * The MCP server (issue 43) at {site}/mcp: the Streamable HTTP transport, stateless (no
 * Mcp-Session-Id, no server-sent stream): every JSON-RPC message is a POST answered with JSON;
 * notifications and responses get 202. GET and DELETE answer 405, which the transport allows
 * a server without a stream or sessions.
 *
 * Authentication is a personal API key (`Authorization: Bearer lgd_…`, made on /account). The
 * request carries no Convex session token, so this action never calls ctx.auth (on a Convex
 * deployment getUserIdentity throws for a bearer token it can't verify); the key's owner is
 * passed to internal functions instead (./reads.ts, ./writes.ts).
 */

const UNAUTHORIZED_HEADERS = {
  "WWW-Authenticate":
    'Bearer realm="Legendary MCP", error="invalid_token", error_description="Use a personal API key (lgd_...) from your account page"',
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
};

export const MAX_BATCH = 20;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

function bearerKey(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}

const mcpPost = httpAction(async (ctx, request) => {
  const key = bearerKey(request);
  const userId =
    key === null ? null : await ctx.runMutation(internal.apiKeys.internal.authenticate, { key });
  if (userId === null) {
    return new Response(
      JSON.stringify(rpcError(null, RPC.invalidRequest, "Unauthorized: a valid API key is needed")),
      { status: 401, headers: UNAUTHORIZED_HEADERS },
    );
  }
  // After initialize a client names the negotiated version on every request; one we don't
  // speak is refused, as the transport asks (a client without the header gets our default).
  const version = request.headers.get("MCP-Protocol-Version");
  if (version !== null && !PROTOCOL_VERSIONS.includes(version)) {
    return jsonResponse(
      rpcError(
        null,
        RPC.invalidRequest,
        `Unsupported MCP-Protocol-Version: ${version.slice(0, 40)}`,
      ),
      400,
    );
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonResponse(rpcError(null, RPC.parseError, "Parse error"), 400);
  }
  const tool = { ctx, userId };
  if (Array.isArray(body)) {
    // A batch (protocol 2025-03-26): its requests answered together, in order.
    if (body.length === 0)
      return jsonResponse(rpcError(null, RPC.invalidRequest, "Empty batch"), 400);
    // Each message may start paid work and runs in this one action (time limit): kept small.
    if (body.length > MAX_BATCH)
      return jsonResponse(
        rpcError(null, RPC.invalidRequest, `A batch may hold at most ${MAX_BATCH} messages`),
        400,
      );
    const answers: JsonRpcResponse[] = [];
    for (const message of body) {
      const answer = await handleMessage(tool, message);
      if (answer !== null) answers.push(answer);
    }
    return answers.length === 0 ? new Response(null, { status: 202 }) : jsonResponse(answers);
  }
  const answer = await handleMessage(tool, body);
  return answer === null ? new Response(null, { status: 202 }) : jsonResponse(answer);
});

const notAllowed = httpAction(async () =>
  Promise.resolve(
    new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } }),
  ),
);

export function registerMcpRoutes(http: HttpRouter) {
  http.route({ path: "/mcp", method: "POST", handler: mcpPost });
  http.route({ path: "/mcp", method: "GET", handler: notAllowed });
  http.route({ path: "/mcp", method: "DELETE", handler: notAllowed });
}

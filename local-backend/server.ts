import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { WebSocketServer } from "ws";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { Engine, Outcome, UdfType } from "./engine.ts";
import type { TokenVerifier } from "./auth.ts";
import type { MutationLog } from "./mutationLog.ts";
import { SyncSession } from "./sync.ts";
import { encodeTs } from "./timestamps.ts";

/**
 * The two listeners of a Convex deployment: the cloud origin (:3210: sync
 * WebSocket, the HTTP function API and file storage) and the site origin
 * (:3211: the app's HTTP actions from convex/http.ts).
 */

type ServerContext = {
  engine: Engine;
  verifier: TokenVerifier;
  mutationLog: MutationLog;
  /** Stored files are acknowledged only once their contents are on disk. */
  persistence?: { settled: () => Promise<void>; logged: () => Promise<void> };
  log: (line: string) => void;
};

/** Status the HTTP client reads as "the function failed" (not a transport error). */
const UDF_FAILED = 560;
const MAX_BODY_BYTES = 64 * 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, Convex-Client, Range",
  "Access-Control-Expose-Headers": "Content-Range, Content-Length, Accept-Ranges",
  "Access-Control-Max-Age": "86400",
};

export function createCloudServer(ctx: ServerContext): http.Server {
  const server = http.createServer((req, res) => {
    handleCloud(ctx, req, res).catch((error: unknown) => {
      ctx.log(`[http] ${req.method} ${req.url} failed: ${String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, { code: "InternalServerError", message: "Internal error" });
      else res.end();
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!/^\/api\/[^/]+\/sync$/.test(url.pathname)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => new SyncSession(ws, ctx));
  });
  // Upgraded sockets are not the HTTP server's connections: end them first so
  // `close()` can finish (clients reconnect to the next run on their own).
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const client of wss.clients) client.terminate();
    wss.close();
    return close(callback);
  };
  return server;
}

async function handleCloud(ctx: ServerContext, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method === "OPTIONS") {
    res.writeHead(204, CORS_HEADERS).end();
    return;
  }
  const route = `${req.method} ${url.pathname}`;
  const functionKind: Record<string, UdfType | "any"> = {
    "POST /api/query": "query",
    "POST /api/query_at_ts": "query",
    "POST /api/mutation": "mutation",
    "POST /api/action": "action",
    "POST /api/function": "any",
  };
  if (functionKind[route]) {
    await handleFunctionCall(ctx, req, res, functionKind[route], url.pathname === "/api/function");
    return;
  }
  if (route === "POST /api/query_ts") {
    sendJson(res, 200, { ts: encodeTs(ctx.engine.lastCommitTs) });
    return;
  }
  if (route === "POST /api/storage/upload") {
    const check = ctx.engine.uploadTokens.consume(url.searchParams.get("token"));
    if (!check.ok) {
      req.resume();
      sendJson(res, 400, { code: "InvalidUploadToken", message: check.reason });
      return;
    }
    const body = await readBody(req);
    const type = req.headers["content-type"];
    const storageId = await ctx.engine.storeFile(
      new Blob([new Uint8Array(body)], type ? { type } : {}),
    );
    await ctx.persistence?.settled();
    sendJson(res, 200, { storageId });
    return;
  }
  const file = /^\/api\/storage\/([^/]+)$/.exec(url.pathname);
  if ((req.method === "GET" || req.method === "HEAD") && file) {
    await serveFile(ctx, req, res, decodeURIComponent(file[1]));
    return;
  }
  if (req.method === "GET" && (url.pathname === "/" || url.pathname === "/version")) {
    res.writeHead(200, { ...CORS_HEADERS, "Content-Type": "text/plain" });
    res.end("Legendary local backend (a development stand-in for Convex).\n");
    return;
  }
  sendJson(res, 404, { code: "NotFound", message: `No route for ${route}` });
}

/**
 * Types a browser may show inline from storage: raster images only. SVG can carry script, and
 * anything else (HTML above all) is a download, whatever an uploader declared.
 */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"]);

/**
 * What every stored file is served with: no sniffing a type other than the declared one, and a
 * sandbox with nothing allowed, so a file opened directly at its URL runs nothing and reaches
 * nothing (a text/html upload with a script is inert, and downloaded rather than shown).
 */
export function storedFileHeaders(contentType: string | null): Record<string, string> {
  const type = contentType ?? "application/octet-stream";
  const mediaType = type.split(";")[0].trim().toLowerCase();
  return {
    "Content-Type": type,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ...(INLINE_TYPES.has(mediaType) ? {} : { "Content-Disposition": "attachment" }),
  };
}

/** A stored file, with HEAD and single byte ranges as browsers and media players use them. */
async function serveFile(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  storageId: string,
) {
  const found = ctx.engine.getFile(storageId);
  if (!found) {
    sendJson(res, 404, { code: "FileNotFound", message: "File not found" });
    return;
  }
  const size = found.blob.size;
  const headers: Record<string, string | number> = {
    ...CORS_HEADERS,
    ...storedFileHeaders(found.contentType),
    "Cache-Control": "private, max-age=2592000, immutable",
    "Accept-Ranges": "bytes",
  };
  let status = 200;
  let start = 0;
  let end = size;
  const range = req.headers.range;
  if (range !== undefined) {
    const parsed = parseRange(range, size);
    if (parsed === "unsatisfiable") {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` });
      res.end();
      return;
    }
    if (parsed) {
      [start, end] = parsed;
      status = 206;
      headers["Content-Range"] = `bytes ${start}-${end - 1}/${size}`;
    }
  }
  headers["Content-Length"] = end - start;
  res.writeHead(status, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.end(Buffer.from(await found.blob.slice(start, end).arrayBuffer()));
}

/**
 * `[start, end)` of a single `bytes=` range; null to ignore the header (malformed or several
 * ranges: the whole file is served, which HTTP allows).
 */
export function parseRange(
  header: string,
  size: number,
): [number, number] | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return [Math.max(0, size - suffix), size];
  }
  const start = Number(match[1]);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  const last = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  return [start, last + 1];
}

async function handleFunctionCall(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  kind: UdfType | "any",
  argsUnwrapped: boolean,
) {
  const auth = await identityFromHeader(ctx, req);
  if ("error" in auth) {
    sendJson(res, 401, { code: "Unauthenticated", message: auth.error });
    return;
  }
  let body: { path?: unknown; args?: unknown };
  try {
    body = JSON.parse((await readBody(req)).toString("utf8")) as typeof body;
  } catch {
    sendJson(res, 400, { code: "BadJsonBody", message: "The request body is not JSON" });
    return;
  }
  if (typeof body.path !== "string") {
    sendJson(res, 400, { code: "BadRequest", message: "Missing function path" });
    return;
  }
  const args = (argsUnwrapped ? body.args : (body.args as JSONValue[] | undefined)?.[0]) ?? {};
  const type = kind === "any" ? await ctx.engine.resolvePublic(body.path) : kind;
  let outcome: Outcome;
  if (type === null) {
    outcome = {
      success: false,
      errorMessage: `Could not find public function for '${body.path}'.`,
      logLines: [],
    };
  } else if (type === "query") {
    outcome = await ctx.engine.query(body.path, args as JSONValue, auth.identity);
  } else if (type === "mutation") {
    outcome = await ctx.engine.mutation(body.path, args as JSONValue, auth.identity);
  } else {
    outcome = await ctx.engine.action(body.path, args as JSONValue, auth.identity);
  }
  await ctx.persistence?.settled();
  if (outcome.success) {
    sendJson(res, 200, { status: "success", value: outcome.value, logLines: outcome.logLines });
  } else {
    sendJson(res, UDF_FAILED, {
      status: "error",
      errorMessage: outcome.errorMessage,
      ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
      logLines: outcome.logLines,
    });
  }
}

async function identityFromHeader(
  ctx: ServerContext,
  req: IncomingMessage,
): Promise<{ identity: UserIdentity | null } | { error: string }> {
  const header = req.headers.authorization;
  if (!header) return { identity: null };
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return { error: "Only Bearer tokens are supported by the local backend" };
  const verified = await ctx.verifier.verify(match[1]);
  return "error" in verified ? { error: verified.error } : verified;
}

/** The site origin: every request goes to the app's HTTP router. */
export function createSiteServer(ctx: ServerContext, siteUrl: string): http.Server {
  return http.createServer((req, res) => {
    handleSite(ctx, siteUrl, req, res).catch((error: unknown) => {
      ctx.log(`[http action] ${req.method} ${req.url} failed: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal error");
    });
  });
}

async function handleSite(
  ctx: ServerContext,
  siteUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  // HTTP actions see the site URL, as on a deployment, whatever host the
  // request came through (a dev-server proxy keeps the path and query).
  const url = new URL(req.url ?? "/", siteUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "host" || name === "connection") continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // As a deployment's edge does: the caller's address is appended to X-Forwarded-For (what the
  // caller sent stays in front of it), so the app's per-client limits see the real peer.
  const peer = req.socket.remoteAddress;
  const forwarded = headers.get("x-forwarded-for");
  if (peer) headers.set("x-forwarded-for", forwarded ? `${forwarded}, ${peer}` : peer);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? await readBody(req) : undefined;
  // A token that fails verification leaves the request anonymous: the
  // action decides (the spec's endpoints answer 401 themselves).
  const auth = await identityFromHeader(ctx, req);
  const identity = "error" in auth ? null : auth.identity;
  const response = await ctx.engine.http(
    url.href,
    {
      method: req.method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    },
    identity,
  );
  const responseHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    responseHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) responseHeaders["set-cookie"] = cookies;
  const bytes = Buffer.from(await response.arrayBuffer());
  await ctx.persistence?.settled();
  res.writeHead(response.status, responseHeaders);
  res.end(bytes);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS_HEADERS, "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("Request body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function listen(server: http.Server, port: number, what: string) {
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} (${what}) is in use. Is another \`npm start\` running? ` +
                `Stop it, or choose other ports with LOCAL_BACKEND_PORT / LOCAL_SITE_PORT.`,
            )
          : error,
      );
    });
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

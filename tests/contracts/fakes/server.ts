import http from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = {
  status: number;
  /** Sent as JSON, unless `rawBody` is given. */
  body?: unknown;
  /** Sent as is: malformed JSON, image bytes. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
};

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A local HTTP server standing in for a provider's API: records each request and answers in the
 * provider's documented wire format, so clients are tested without the network.
 */
export async function startFake(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: RecordedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      void Promise.resolve(handler(request)).then((answer) => {
        const send = () => {
          if (res.destroyed) return;
          const isRaw = answer.rawBody !== undefined;
          res.writeHead(answer.status, {
            "Content-Type": isRaw ? "application/octet-stream" : "application/json",
            ...answer.headers,
          });
          res.end(isRaw ? answer.rawBody : JSON.stringify(answer.body ?? null));
        };
        if (!answer.delayMs) return send();
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, answer.delayMs);
        timers.add(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

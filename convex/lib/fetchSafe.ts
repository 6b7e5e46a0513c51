"use node";
/**
 * Reads a user-given web page server-side without letting the URL reach anything private
 * (SSRF). Node runtime on purpose: Convex's default runtime has no DNS, so there a hostname that
 * resolves to 10.0.0.1 or 169.254.169.254 could only be caught by name. Here every connection
 * goes through `guardedLookup`, which resolves the hostname, refuses it if any address is not
 * public (urlGuard.isPublicAddress), and hands the socket exactly the addresses it checked, so a
 * second resolution (DNS rebinding) can never swap in another one.
 *
 * Limits (WEBSITE_READING): http/https on ports 80 and 443, no credentials, no IP literals or
 * local names, every redirect re-checked and at most 3 followed, 10 s for everything, 2 MB of
 * (decompressed) body read as a stream and abandoned past the cap, HTML and plain text only.
 * What it hands back is plain words (./siteText.ts): a page's markdown, HTML and addresses stay
 * behind, so nothing read here can become an image or a link in a brief.
 * Failures are `{ ok: false, reason }` with a sentence for the user; this never throws.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { PRODUCT_NAME, WEBSITE_READING } from "../../shared/constants";
import { htmlToText, truncateText } from "./htmlText";
import { plainSiteText, siteHostOf } from "./siteText";
import { checkPublicUrl, isPublicAddress, URL_REASONS } from "./urlGuard";
import { FIXTURE_SITE_ADDRESS, fixtureSitesFromEnv, type FixtureSites } from "./fixtureSites";

export type WebPage =
  | { ok: true; url: string; title: string; description: string; text: string }
  | { ok: false; reason: string };

type Address = { address: string; family: number };

export type FetchSafeOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  maxTextChars?: number;
  /** Test hooks: a fake resolver, and which addresses and ports the local fixture may use. */
  resolve?: (hostname: string) => Promise<Address[]>;
  isAllowedAddress?: (address: string) => boolean;
  allowedPorts?: readonly number[];
};

export const FETCH_REASONS = {
  notFound: "We couldn't find that website. Please check the address.",
  unreachable: "We couldn't connect to that website.",
  timeout: `The website took too long to answer (over ${WEBSITE_READING.timeoutMs / 1000} seconds).`,
  tooLarge: `That page is larger than ${WEBSITE_READING.maxBytes / (1024 * 1024)} MB, so we didn't read it.`,
  tooManyRedirects: `The website redirected more than ${WEBSITE_READING.maxRedirects} times, so we stopped following it.`,
  badRedirect: "The website redirected without saying where to.",
  notText: "That address isn't a web page we can read (only HTML and plain-text pages).",
  certificate: "That website's security certificate isn't valid, so we didn't read it.",
  empty: "We couldn't find any readable text on that page (it may need JavaScript to show it).",
  status: (status: number) => `The website answered with an error (HTTP ${status}).`,
} as const;

const READABLE_TYPES = ["text/html", "application/xhtml+xml", "text/plain"];

class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

async function systemResolve(hostname: string): Promise<Address[]> {
  return await dns.promises.lookup(hostname, { all: true, verbatim: true });
}

/**
 * A `lookup` for http.request that resolves once, refuses the host if any of its addresses is
 * not allowed (a mixed answer is as suspicious as a private one), and answers in whichever form
 * the socket asked for (one address, or all of them for Happy Eyeballs).
 */
function guardedLookup(
  resolve: (hostname: string) => Promise<Address[]>,
  isAllowed: (address: string, hostname: string) => boolean,
): LookupFunction {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback) => {
    const answer = callback as (
      error: NodeJS.ErrnoException | null,
      address?: string | Address[],
      family?: number,
    ) => void;
    resolve(hostname).then(
      (found) => {
        const wanted = Number(options.family) || 0;
        const usable = wanted === 0 ? found : found.filter((a) => a.family === wanted);
        if (usable.length === 0) {
          answer(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }));
        } else if (found.some((a) => !isAllowed(a.address, hostname))) {
          answer(Object.assign(new Refused(URL_REASONS.privateAddress), { code: "EREFUSED_SSRF" }));
        } else if (options.all) {
          answer(null, usable);
        } else {
          answer(null, usable[0].address, usable[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => answer(error),
    );
  };
}

function reasonFor(error: unknown, signal: AbortSignal): string {
  if (error instanceof Refused) return error.reason;
  if (signal.aborted) return FETCH_REASONS.timeout;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "";
  if (code === "EREFUSED_SSRF") return URL_REASONS.privateAddress;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") {
    return FETCH_REASONS.notFound;
  }
  if (/CERT|SSL|TLS|SELF_SIGNED/.test(code)) return FETCH_REASONS.certificate;
  return FETCH_REASONS.unreachable;
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      lookup,
      signal,
      headers: {
        "User-Agent": `${PRODUCT_NAME}-strategist/1.0 (reads one page when asked)`,
        Accept: "text/html,application/xhtml+xml,text/plain;q=0.9",
        "Accept-Encoding": "gzip, deflate, br",
        "Accept-Language": "en",
      },
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").toLowerCase().trim();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  if (encoding === "" || encoding === "identity") return response;
  throw new Refused(FETCH_REASONS.notText);
}

/** The body, decompressed, stopping (and refusing) as soon as it passes `maxBytes`. */
async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  let stream: Readable;
  try {
    if (Number.isFinite(declared) && declared > maxBytes) throw new Refused(FETCH_REASONS.tooLarge);
    stream = decoded(response);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw new Refused(FETCH_REASONS.tooLarge);
      chunks.push(buffer);
    }
  } finally {
    // Stop the download at once: a refused or finished body must not keep the socket busy.
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function hostnameOf(input: string | URL): string {
  try {
    return new URL(String(input)).hostname.toLowerCase();
  } catch {
    return "";
  }
}

export async function fetchSafe(input: string, options: FetchSafeOptions = {}): Promise<WebPage> {
  const timeoutMs = options.timeoutMs ?? WEBSITE_READING.timeoutMs;
  const maxRedirects = options.maxRedirects ?? WEBSITE_READING.maxRedirects;
  // Test journeys' stand-in sites (./fixtureSites.ts); empty everywhere else.
  const fixtures: FixtureSites = options.resolve ? new Map() : fixtureSitesFromEnv();
  const resolve = options.resolve ?? systemResolve;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const lookup = guardedLookup(
    async (hostname) =>
      fixtures.has(hostname)
        ? [{ address: FIXTURE_SITE_ADDRESS, family: 4 }]
        : await resolve(hostname),
    (address, hostname) =>
      fixtures.has(hostname) ? address === FIXTURE_SITE_ADDRESS : isAllowed(address),
  );
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let current: string | URL = input;
  try {
    for (let hop = 0; ; hop += 1) {
      const fixturePort = fixtures.get(hostnameOf(current));
      const allowedPorts = fixturePort === undefined ? options.allowedPorts : [fixturePort];
      const check = checkPublicUrl(current, { allowedPorts });
      if (!check.ok) return { ok: false, reason: check.reason };
      const response = await get(check.url, lookup, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.destroy();
        const location = response.headers.location;
        if (!location) return { ok: false, reason: FETCH_REASONS.badRedirect };
        if (hop >= maxRedirects) return { ok: false, reason: FETCH_REASONS.tooManyRedirects };
        current = new URL(location, check.url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        return { ok: false, reason: FETCH_REASONS.status(status) };
      }
      const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
      const mime = contentType.split(";")[0].trim();
      if (!READABLE_TYPES.includes(mime)) {
        response.destroy();
        return { ok: false, reason: FETCH_REASONS.notText };
      }
      const body = decodeText(
        await readCapped(response, options.maxBytes ?? WEBSITE_READING.maxBytes),
        contentType,
      );
      const maxChars = options.maxTextChars ?? WEBSITE_READING.maxTextChars;
      const page =
        mime === "text/plain"
          ? {
              title: "",
              description: "",
              // Plain text can carry markdown as well as HTML can: made plain the same way.
              text: truncateText(
                plainSiteText(body.slice(0, maxChars * 4), siteHostOf(input)),
                maxChars,
              ),
            }
          : // The site asked for, not wherever a redirect went, is the one whose host may stay.
            htmlToText(body, maxChars, input);
      if (page.text === "" && page.title === "" && page.description === "") {
        return { ok: false, reason: FETCH_REASONS.empty };
      }
      return { ok: true, url: check.url.href, ...page };
    }
  } catch (error) {
    return { ok: false, reason: reasonFor(error, controller.signal) };
  } finally {
    clearTimeout(timer);
  }
}

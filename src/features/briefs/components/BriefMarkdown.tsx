import { useMemo } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { MEDIA_PATH_PREFIX } from "../../../../shared/constants";

/**
 * A brief is content from outside (a model, a web page's words through a strategy, whatever was
 * pasted into the editor), so it is data (ARCHITECTURE 2): it may show images only from this
 * app's own /api/media/ and link only to the brand's site the user typed. Anything else renders
 * as its words: no request leaves for another host and nothing can be clicked through to one.
 */

const SAME_ORIGIN = "http://same-origin.invalid";

/** "/api/media/{key}" on this app's own origin, normalised; null for anything else. */
function mediaPath(src: unknown): string | null {
  // A path, never "//host/api/media/…" (protocol-relative: another host).
  if (typeof src !== "string" || !src.startsWith(MEDIA_PATH_PREFIX)) return null;
  try {
    const url = new URL(src, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN || !url.pathname.startsWith(MEDIA_PATH_PREFIX)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** A host as people mean it: lower case, no trailing dot, "www." the same site. */
function sameSiteHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The host of the site the user typed ("northbound.coffee", "https://www.x.com/shop"). */
function brandHostOf(site: string | undefined): string | null {
  const value = site?.trim() ?? "";
  if (value === "") return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    // A brand name typed in the website field ("Acme") is not a site.
    return url.hostname.includes(".") ? sameSiteHost(url.hostname) : null;
  } catch {
    return null;
  }
}

/** The link when it is http(s) to the brand's own host, without credentials; else null. */
function brandLink(href: unknown, brandHost: string | null): string | null {
  if (brandHost === null || typeof href !== "string") return null;
  try {
    const url = new URL(href);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username !== "" || url.password !== "") return null;
    return sameSiteHost(url.hostname) === brandHost ? url.href : null;
  } catch {
    // Relative links (no base in a brief) have nowhere of the brand's to go.
    return null;
  }
}

function componentsFor(brandHost: string | null): Components {
  return {
    img: ({ src, alt }) => {
      const path = mediaPath(src);
      return path === null ? <>{alt}</> : <img src={path} alt={alt ?? ""} loading="lazy" />;
    },
    a: ({ href, children }) => {
      const target = brandLink(href, brandHost);
      return target === null ? (
        <>{children}</>
      ) : (
        <a href={target} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    },
  };
}

/**
 * A brief's markdown, rendered safely: GitHub-flavoured markdown with raw HTML skipped, images
 * only from /api/media/ (others show their alt text), links only to `brandSite` (others, and
 * every link when there is none, show their text). Loaded lazily (it is heavy).
 */
export default function BriefMarkdown({
  content,
  brandSite,
}: {
  content: string;
  /** The brand's website as the user typed it in the strategist, when a strategy was used. */
  brandSite?: string;
}) {
  const brandHost = brandHostOf(brandSite);
  const components = useMemo(() => componentsFor(brandHost), [brandHost]);
  return (
    <div className="brief-markdown">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}

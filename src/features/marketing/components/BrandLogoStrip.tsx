import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { BRAND_LOGOS, MEDIA_PATH_PREFIX } from "../../../../shared/startupConstants";
import "./brandLogoStrip.css";

export type StripLogo = { id: string; name: string; domain: string; logoUrl: string };
export type StripSpeed = keyof typeof BRAND_LOGOS.scrollSeconds;

/** Only our own media: a logo URL from anywhere else is never put in an img. */
function servable(logo: StripLogo) {
  return (
    logo.name.trim() !== "" && logo.domain !== "" && logo.logoUrl.startsWith(MEDIA_PATH_PREFIX)
  );
}

/**
 * The trust logo strip (spec 2, 9): brands' logos scrolling past, the list repeated three times
 * so the loop never shows a gap. Hover pauses it; reduced motion stops it (CSS). Nothing at all
 * when there are no logos.
 */
export function BrandLogoStripView({
  logos,
  speed = "medium",
}: {
  logos: readonly StripLogo[];
  speed?: StripSpeed;
}) {
  const shown = logos.filter(servable);
  if (shown.length === 0) return null;
  const copies = Array.from({ length: BRAND_LOGOS.repeat }, (_, copy) => copy);
  return (
    <section className="logo-strip" aria-label="Brands">
      <div
        className="logo-strip__track"
        style={{ animationDuration: `${BRAND_LOGOS.scrollSeconds[speed]}s` }}
      >
        {copies.map((copy) => (
          // Copies after the first are for the loop only: screen readers hear each brand once.
          <ul key={copy} className="logo-strip__list" aria-hidden={copy > 0 || undefined}>
            {shown.map((logo) => (
              <li key={logo.id} className="logo-strip__item">
                <img
                  src={logo.logoUrl}
                  alt={copy === 0 ? logo.name : ""}
                  loading="lazy"
                  decoding="async"
                  className="logo-strip__logo"
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

/** The home page's strip, from api.marketing.queries.brandLogos; hidden while loading or failed. */
export function BrandLogoStrip() {
  const logos = useLiveQuery("brandLogos", api.marketing.queries.brandLogos, {});
  return logos.status === "ready" ? <BrandLogoStripView logos={logos.data} /> : null;
}

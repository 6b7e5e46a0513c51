import { isOwnMediaPath } from "../../../../shared/sharePreview";
import { slideBody } from "../lib/slideText";
import type { SlideView } from "../lib/types";

export type SlideCanvasProps = {
  slide: Pick<SlideView, "title" | "content" | "stageLabel" | "imageUrl">;
  /** The deck's sign-off in the corner: brand and campaign line. */
  footer?: string;
  /** "3 / 6" in the other corner. */
  number?: string;
  /** Thumbnails are decorative copies of the slide: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
};

/**
 * One slide at 16:9 (DESIGN "Sell deck": one thought, big type, one image). Sizes are in
 * container units, so the same slide reads the same in the rail, the large view and present mode.
 */
export function SlideCanvas({
  slide,
  footer,
  number,
  decorative = false,
  className,
}: SlideCanvasProps) {
  const body = slideBody(slide.content);
  // Only this app's stored images render (ARCHITECTURE: content from outside).
  const image = slide.imageUrl && isOwnMediaPath(slide.imageUrl) ? slide.imageUrl : null;
  const Title = decorative ? "p" : "h2";
  return (
    <div
      className={["deck-slide", image ? "has-image" : "", className ?? ""].join(" ").trim()}
      aria-hidden={decorative || undefined}
    >
      <div className="deck-slide-text">
        <p className="deck-slide-stage">{slide.stageLabel}</p>
        <Title className="deck-slide-title">{slide.title}</Title>
        {body.kind === "bullets" ? (
          <ul className="deck-slide-body">
            {body.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : body.kind === "paragraph" ? (
          <p className="deck-slide-body">{body.text}</p>
        ) : null}
      </div>
      {image ? (
        <div className="deck-slide-image">
          <img src={image} alt={decorative ? "" : `Visual: ${slide.title}`} loading="lazy" />
        </div>
      ) : null}
      {footer || number ? (
        <div className="deck-slide-footer">
          <span>{footer}</span>
          <span>{number}</span>
        </div>
      ) : null}
    </div>
  );
}

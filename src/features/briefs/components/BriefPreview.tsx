import BriefMarkdown from "./BriefMarkdown";

/**
 * The brief as formatted text. Links are clickable only to `brandSite`, the website the user
 * typed (see BriefMarkdown). The renderer comes with the brief section's own chunk (below the
 * fold, never in the start-up bundle) rather than as a lazy chunk of its own: behind a Suspense
 * boundary, a busy browser was seen holding the preview on its placeholder after the chunk had
 * arrived (e2e, a loaded 2-core machine).
 */
export function BriefPreview({ content, brandSite }: { content: string; brandSite?: string }) {
  return <BriefMarkdown content={content} brandSite={brandSite} />;
}

import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const components: Components = {
  // Links in a brief open elsewhere, never replacing the work on screen.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * A brief's markdown, rendered safely: GitHub-flavoured markdown, raw HTML skipped, unsafe URLs
 * dropped by react-markdown's default URL transform. Loaded lazily (it is heavy).
 */
export default function BriefMarkdown({ content }: { content: string }) {
  return (
    <div className="brief-markdown">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}

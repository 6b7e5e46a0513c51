import { lazy, Suspense } from "react";
import { Flex, Skeleton } from "@radix-ui/themes";

const BriefMarkdown = lazy(() => import("./BriefMarkdown"));

function PreviewSkeleton() {
  return (
    <Flex direction="column" gap="3" aria-hidden>
      <Skeleton height="28px" width="60%" />
      <Skeleton height="16px" />
      <Skeleton height="16px" width="90%" />
      <Skeleton height="16px" width="75%" />
    </Flex>
  );
}

/**
 * The brief as formatted text; the markdown renderer loads the first time it is needed. Links
 * are clickable only to `brandSite`, the website the user typed (see BriefMarkdown).
 */
export function BriefPreview({ content, brandSite }: { content: string; brandSite?: string }) {
  return (
    <Suspense fallback={<PreviewSkeleton />}>
      <BriefMarkdown content={content} brandSite={brandSite} />
    </Suspense>
  );
}

import { Badge, Button } from "@radix-ui/themes";
import { toast } from "@/components/feedback/toast";
import { usePrefersReducedMotion } from "@/lib/usePrefersReducedMotion";
import { dimensionLabel } from "../lib/score";
import { showIdeaCard } from "../lib/showIdeaCard";
import type { PretestIdea } from "../lib/types";

/** "v2 · sharpened for Brand linkage". */
export function versionText(idea: PretestIdea): string {
  const base = `v${idea.version}`;
  return idea.sharpenedFor ? `${base} · sharpened for ${dimensionLabel(idea.sharpenedFor)}` : base;
}

/**
 * A sharpened revision's badge and 'See v1' (the version it revises): scrolls to that card and
 * highlights it, or says where it is when it is not on the page.
 */
export function VersionBadge({ idea }: { idea: PretestIdea }) {
  const reducedMotion = usePrefersReducedMotion();
  if (idea.version < 2) return null;
  const parentId = idea.parentIdeaId;
  const previous = `v${idea.version - 1}`;
  return (
    <>
      <Badge color="blue" variant="soft" size="2">
        {versionText(idea)}
      </Badge>
      {parentId ? (
        <Button
          size="1"
          variant="ghost"
          onClick={() => {
            if (showIdeaCard(parentId, reducedMotion)) return;
            toast(`${previous} isn’t on screen`, {
              description: "It may be among the legend’s earlier ideas: show them to find it.",
            });
          }}
        >
          See {previous}
        </Button>
      ) : null}
    </>
  );
}

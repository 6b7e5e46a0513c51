import { Button, Callout, Dialog, Flex, Skeleton, Text } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { BriefDto } from "../../../../convex/briefs/model";
import { BriefPreview } from "./BriefPreview";

/** One saved version, read-only, with the way to bring it back (spec: version history). */
export function VersionDialog({
  versionId,
  onScreenId,
  onClose,
  onRestore,
}: {
  versionId: string | null;
  /** The version on screen needs no restoring. */
  onScreenId: string | null;
  onClose: () => void;
  onRestore: (brief: BriefDto) => void;
}) {
  const brief = useLiveQuery(
    "briefVersion",
    api.briefs.queries.get,
    versionId ? { briefId: versionId } : "skip",
  );
  return (
    <Dialog.Root open={versionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="760px">
        <Dialog.Title>
          {brief.status === "ready"
            ? `${brief.data.title} · version ${brief.data.version}`
            : "Brief version"}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Read-only. Restore it to keep working from this version.
        </Dialog.Description>
        {brief.status === "ready" ? (
          <div className="brief-paper brief-paper-readonly">
            <BriefPreview content={brief.data.content} />
          </div>
        ) : brief.status === "error" ? (
          <Callout.Root color="red">
            <Callout.Text>This version couldn’t be loaded.</Callout.Text>
          </Callout.Root>
        ) : (
          <Skeleton height="12rem" />
        )}
        <Flex gap="3" mt="5" justify="end" align="center">
          {brief.status === "ready" && brief.data.id === onScreenId ? (
            <Text size="2" color="gray">
              This is the current version.
            </Text>
          ) : null}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
          {brief.status === "ready" && brief.data.id !== onScreenId ? (
            <Button
              onClick={() => {
                onRestore(brief.data);
                onClose();
              }}
            >
              Restore this version
            </Button>
          ) : null}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

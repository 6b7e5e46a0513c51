import { Button, Callout, Flex } from "@radix-ui/themes";
import { UpdateIcon } from "@radix-ui/react-icons";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/**
 * Someone with edit access (or this person in another tab) saved a newer version of the brief
 * on screen: say so live and offer it, without replacing what this person is reading or editing.
 * The same subscription as the version history below, so it costs nothing more.
 */
export function NewerVersionNotice({
  briefId,
  version,
  onOpen,
}: {
  briefId: string;
  version: number;
  onOpen: (briefId: string) => void;
}) {
  const versions = useLiveQuery("briefVersions", api.briefs.queries.versions, { briefId });
  if (versions.status !== "ready") return null;
  const newest = versions.data.reduce<(typeof versions.data)[number] | null>(
    (best, brief) => (best === null || brief.version > best.version ? brief : best),
    null,
  );
  if (newest === null || newest.version <= version) return null;
  return (
    <Callout.Root color="blue" size="1" role="status">
      <Callout.Icon>
        <UpdateIcon />
      </Callout.Icon>
      <Flex asChild align="center" gap="3" wrap="wrap">
        <Callout.Text>
          Version {newest.version} of this brief was just saved.
          <Button size="1" variant="soft" onClick={() => onOpen(newest.id)}>
            Open version {newest.version}
          </Button>
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

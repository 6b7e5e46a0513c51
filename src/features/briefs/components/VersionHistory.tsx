import { Badge, Button, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** Every version of the brief on screen, newest first; each can be opened read-only. */
export function VersionHistory({
  briefId,
  onOpen,
}: {
  briefId: string;
  onOpen: (versionId: string) => void;
}) {
  const versions = useLiveQuery("briefVersions", api.briefs.queries.versions, { briefId });
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="brief-versions">
        <Heading
          as="h3"
          id="brief-versions"
          size="2"
          weight="medium"
          color="gray"
          className="eyebrow"
        >
          Version history
        </Heading>
        {versions.status === "loading" ? (
          <Skeleton height="40px" />
        ) : versions.status === "error" ? (
          <Text size="2" color="gray">
            Version history is unavailable right now.{" "}
            <Button variant="ghost" size="1" onClick={versions.retry}>
              Try again
            </Button>
          </Text>
        ) : (
          <ol className="plain-list brief-versions">
            {[...versions.data].reverse().map((version) => (
              <li key={version.id}>
                <Flex align="center" justify="between" gap="3" py="2">
                  <Flex direction="column" gap="1" minWidth="0">
                    <Flex align="center" gap="2" wrap="wrap">
                      <Text size="2" weight="medium">
                        Version {version.version}
                      </Text>
                      {version.id === briefId ? (
                        <Badge color="green" variant="soft" size="1">
                          Current
                        </Badge>
                      ) : null}
                      {version.isLatest ? (
                        <Badge variant="outline" size="1">
                          Latest
                        </Badge>
                      ) : null}
                    </Flex>
                    <Text size="1" color="gray" truncate>
                      {dateFormat.format(version.createdAt)} · {version.title}
                    </Text>
                  </Flex>
                  <Button
                    variant="soft"
                    size="1"
                    onClick={() => onOpen(version.id)}
                    aria-label={`Open version ${version.version}`}
                  >
                    Open
                  </Button>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Flex>
  );
}

import { useState } from "react";
import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { briefHref, newBriefHref } from "../lib/links";
import { dateFormat, ItemRow } from "./ItemRow";
import { PagedList } from "./PagedList";

/** A brief's earlier versions, loaded when asked for; each opens that version. */
function BriefVersions({ briefId, title }: { briefId: string; title: string }) {
  const versions = useLiveQuery("briefVersions", api.briefs.queries.versions, { briefId });
  if (versions.status === "loading") return <Text size="1">Loading versions…</Text>;
  if (versions.status === "error") {
    return (
      <Text size="1" role="alert">
        The versions couldn’t be loaded.{" "}
        <Button size="1" variant="ghost" onClick={versions.retry}>
          Try again
        </Button>
      </Text>
    );
  }
  return (
    <ul className="dashboard-versions" aria-label={`Versions of ${title}`}>
      {versions.data.map((version) => (
        <li key={version.id}>
          <RouterLink to={briefHref(version.id)}>
            Version {version.version}
            {version.isLatest ? " (latest)" : ""}
          </RouterLink>{" "}
          <Text size="1" color="gray">
            {dateFormat.format(version.createdAt)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function VersionsToggle({
  briefId,
  title,
  version,
}: {
  briefId: string;
  title: string;
  version: number;
}) {
  const [open, setOpen] = useState(false);
  if (version < 2) return null;
  return (
    <Flex direction="column" gap="1" align="start">
      <Button size="1" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Hide versions" : `Show all ${version} versions`}
      </Button>
      {open ? <BriefVersions briefId={briefId} title={title} /> : null}
    </Flex>
  );
}

/** 'Your briefs': the caller's own, each family's latest version, its versions on request. */
export function MyBriefsList() {
  return (
    <PagedList
      query={api.briefs.queries.listMine}
      noun="briefs"
      empty={{
        title: "No briefs yet",
        text: "Write a brief on the home page and save it: your legends pitch their ideas from it.",
        action: { label: "Write a brief", to: newBriefHref },
      }}
      itemKey={(brief) => brief.id}
      renderItem={(brief) => (
        <ItemRow
          to={briefHref(brief.id)}
          title={brief.title}
          meta={
            <>
              {brief.brand} · Version {brief.version} · {dateFormat.format(brief.updatedAt)}
            </>
          }
          extra={<VersionsToggle briefId={brief.id} title={brief.title} version={brief.version} />}
        />
      )}
    />
  );
}

const ROLE_LABELS = { editor: "Editor", viewer: "Viewer" } as const;

/** 'Shared with me': briefs colleagues shared, with who shared them and the caller's role. */
export function SharedBriefsList() {
  return (
    <PagedList
      query={api.sharing.queries.sharedWithMePage}
      noun="shared briefs"
      empty={{
        title: "Nothing shared with you yet",
        text: "When a colleague invites you to a brief, it shows up here with its ideas.",
      }}
      itemKey={(brief) => brief.rootBriefId}
      renderItem={(brief) => (
        <ItemRow
          to={briefHref(brief.briefId)}
          title={brief.title}
          meta={
            <Flex as="span" gap="2" wrap="wrap" align="center">
              <span>
                From {brief.ownerName} · Version {brief.version} ·{" "}
                {dateFormat.format(brief.sharedAt)}
              </span>
              <Badge variant="soft">{ROLE_LABELS[brief.role]}</Badge>
            </Flex>
          }
          extra={
            <VersionsToggle briefId={brief.briefId} title={brief.title} version={brief.version} />
          }
        />
      )}
    />
  );
}

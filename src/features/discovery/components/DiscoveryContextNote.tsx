import { Callout } from "@radix-ui/themes";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { messages } from "../../../../shared/errors";

/**
 * For the Ad Strategist (composed on the home page): the Discovery IQ research it is working
 * from, by title. A session that can't be loaded says so in the spec's words.
 */
export function DiscoveryContextNote({ sessionId }: { sessionId: string }) {
  const session = useLiveQuery("discoveryContext", api.discovery.queries.session, {
    sessionId,
  });
  if (session.status === "loading") return null;
  if (session.status === "error") {
    return (
      <Callout.Root color="amber" size="1" role="status">
        <Callout.Text>{messages.discovery.loadFailed}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color="blue" size="1" role="status">
      <Callout.Icon>
        <MagnifyingGlassIcon />
      </Callout.Icon>
      <Callout.Text>
        Working from your Discovery IQ research: <strong>{session.data.title}</strong>. Its segments
        and opportunities shape the strategies; add a website or context if you like.
      </Callout.Text>
    </Callout.Root>
  );
}

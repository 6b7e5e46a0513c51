import { useState } from "react";
import { Flex, Heading, Select, Skeleton, Text } from "@radix-ui/themes";
import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { CHANNELS, type ChannelId } from "../../../../shared/channels";
import type { Advertiser, KitApproval } from "../lib/types";
import { ChannelPicker } from "./ChannelPicker";
import { KitAssets } from "./KitAssets";
import { KitApprovalLine } from "./KitApprovalLine";
import "../channelKits.css";

export type ChannelKitSectionProps = {
  ideaId: string;
  canEdit: boolean;
  advertiser: Advertiser;
  /** The campaign's approval; null while it loads (nothing is said then). */
  approval?: KitApproval | null;
  onInsufficientCredits?: (error: unknown) => void;
};

function kitName(kit: { channels: ChannelId[]; createdAt: number }): string {
  const when = new Date(kit.createdAt).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return `${when} · ${kit.channels.map((c) => CHANNELS[c].label).join(", ")}`;
}

/**
 * The campaign page's 'Channel kit' (issue 42): owners and editors pick channels and make a kit;
 * everyone on the brief sees its assets arrive live, each in its platform's frame with its
 * checklist. Earlier kits stay a click away.
 */
export function ChannelKitSection({
  ideaId,
  canEdit,
  advertiser,
  approval = null,
  onInsufficientCredits,
}: ChannelKitSectionProps) {
  const create = useMutation(api.channelKits.mutations.create);
  const kits = useLiveQuery("channelKitsForIdea", api.channelKits.queries.forIdea, { ideaId });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = kits.status === "ready" ? kits.data : [];
  const kitId = chosen ?? list[0]?.id ?? null;
  const kit = useLiveQuery(
    "channelKit",
    api.channelKits.queries.byId,
    kitId === null ? "skip" : { kitId },
  );

  return (
    <section className="kit-section" aria-labelledby="channel-kit-heading">
      <Flex direction="column" gap="1">
        <Heading as="h2" size="6" id="channel-kit-heading">
          Channel kit
        </Heading>
        <Text size="2" color="gray">
          Every placement sized for its platform, the copy written to its limits in the
          legend&rsquo;s voice, checked before you upload.
        </Text>
        {approval !== null ? <KitApprovalLine approval={approval} /> : null}
      </Flex>
      {canEdit ? (
        <ChannelPicker
          onCreate={async (channels) => {
            const made = await create({ ideaId, channels });
            setChosen(made.kitId);
          }}
          onInsufficientCredits={onInsufficientCredits}
        />
      ) : null}
      {list.length > 1 ? (
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" id="kit-choice">
            Kit
          </Text>
          <Select.Root value={kitId ?? undefined} onValueChange={setChosen}>
            <Select.Trigger aria-labelledby="kit-choice" />
            <Select.Content>
              {list.map((entry) => (
                <Select.Item key={entry.id} value={entry.id}>
                  {kitName(entry)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      ) : null}
      {kits.status === "loading" || (kitId !== null && kit.status === "loading") ? (
        <Skeleton height="12rem" />
      ) : kit.status === "ready" ? (
        <KitAssets
          kit={kit.data}
          advertiser={advertiser}
          retry={
            canEdit
              ? {
                  onRetry: async () => {
                    const made = await create({ ideaId, channels: kit.data.channels });
                    setChosen(made.kitId);
                  },
                  onInsufficientCredits,
                }
              : undefined
          }
        />
      ) : kitId === null && !canEdit ? (
        <Text size="2" color="gray">
          No channel kit yet. An owner or editor of the brief can make one.
        </Text>
      ) : null}
    </section>
  );
}

import { isOwnMediaPath } from "../../../../shared/sharePreview";
import { useState } from "react";
import {
  AlertDialog,
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  IconButton,
  Skeleton,
  Text,
  TextArea,
  TextField,
} from "@radix-ui/themes";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Pencil1Icon,
  ReloadIcon,
  TrashIcon,
} from "@radix-ui/react-icons";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { AD_LOB_LIMITS } from "../../../../shared/constants";
import { adCopyError, cssAspectRatio } from "../lib/adCopy";
import type { AdLobView } from "../lib/types";

export type AdLobCardProps = {
  lob: AdLobView;
  /** Position on the page (0-based) and how many ads it has, for the move buttons. */
  index: number;
  count: number;
  canEdit: boolean;
  onSave: (headline: string, body: string) => Promise<unknown>;
  onMove: (delta: -1 | 1) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  onRetry: () => Promise<unknown>;
};

/** One ad (spec 1 "ad lob"): its visual at its true format, the format, the headline and body. */
export function AdLobCard({
  lob,
  index,
  count,
  canEdit,
  onSave,
  onMove,
  onRemove,
  onRetry,
}: AdLobCardProps) {
  const [editing, setEditing] = useState(false);
  const [headline, setHeadline] = useState(lob.headline);
  const [body, setBody] = useState(lob.body);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = lob.headline || lob.formatLabel;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(userFacingMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const invalid = adCopyError(headline, body);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (await run(() => onSave(headline, body))) setEditing(false);
  };

  const startEditing = () => {
    setHeadline(lob.headline);
    setBody(lob.body);
    setError(null);
    setEditing(true);
  };

  return (
    <Card asChild size="2" className="ad-lob">
      <article aria-label={`Ad: ${label}`} data-status={lob.status}>
        <div className="ad-lob-visual" style={{ aspectRatio: cssAspectRatio(lob.aspectRatio) }}>
          {lob.imageUrl && isOwnMediaPath(lob.imageUrl) ? (
            <img src={lob.imageUrl} alt={`${lob.formatLabel} visual: ${label}`} loading="lazy" />
          ) : lob.status === "writing" ? (
            <Skeleton className="ad-lob-skeleton" />
          ) : null}
        </div>
        <Flex direction="column" gap="2" pt="3">
          {/* Under the visual, not on it: the visuals draw their own lines near the corners. */}
          <Badge className="ad-lob-format" color="gray" variant="soft">
            {lob.formatLabel}
          </Badge>
          {lob.status === "writing" ? (
            <Text size="2" color="gray" role="status" className="ad-lob-step">
              {lob.step ?? "Writing the ad…"}
            </Text>
          ) : null}
          {lob.status === "failed" ? (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Text>{lob.errorMessage}</Callout.Text>
            </Callout.Root>
          ) : null}
          {editing ? (
            <Flex direction="column" gap="2">
              <label>
                <Text size="1" weight="medium" color="gray">
                  Headline
                </Text>
                <TextField.Root
                  value={headline}
                  maxLength={AD_LOB_LIMITS.headlineChars}
                  onChange={(event) => setHeadline(event.target.value)}
                />
              </label>
              <label>
                <Text size="1" weight="medium" color="gray">
                  Body copy
                </Text>
                <TextArea
                  value={body}
                  rows={3}
                  maxLength={AD_LOB_LIMITS.bodyChars}
                  onChange={(event) => setBody(event.target.value)}
                />
              </label>
            </Flex>
          ) : (
            <>
              {lob.headline ? (
                <Text as="p" size="5" className="ad-lob-headline">
                  {lob.headline}
                </Text>
              ) : null}
              {lob.body ? (
                <Text as="p" size="2" color="gray">
                  {lob.body}
                </Text>
              ) : null}
            </>
          )}
          {error ? (
            <Text size="2" color="red" role="alert">
              {error}
            </Text>
          ) : null}
          {canEdit ? (
            <Flex gap="2" wrap="wrap" align="center" mt="1">
              {editing ? (
                <>
                  <Button size="1" disabled={busy} onClick={() => void save()}>
                    Save
                  </Button>
                  <Button
                    size="1"
                    variant="soft"
                    color="gray"
                    disabled={busy}
                    onClick={() => {
                      setEditing(false);
                      setError(null);
                    }}
                  >
                    Cancel
                  </Button>
                </>
              ) : (
                <>
                  {lob.status === "ready" ? (
                    <Button size="1" variant="soft" onClick={startEditing}>
                      <Pencil1Icon aria-hidden />
                      Edit
                    </Button>
                  ) : null}
                  {lob.status === "failed" ? (
                    <Button
                      size="1"
                      variant="soft"
                      disabled={busy}
                      onClick={() => void run(onRetry)}
                    >
                      <ReloadIcon aria-hidden />
                      Try again
                    </Button>
                  ) : null}
                  <IconButton
                    size="1"
                    variant="soft"
                    color="gray"
                    aria-label={`Move up: ${label}`}
                    disabled={busy || index === 0}
                    onClick={() => void run(() => onMove(-1))}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="1"
                    variant="soft"
                    color="gray"
                    aria-label={`Move down: ${label}`}
                    disabled={busy || index === count - 1}
                    onClick={() => void run(() => onMove(1))}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <AlertDialog.Root>
                    <AlertDialog.Trigger>
                      <Button size="1" variant="soft" color="red" disabled={busy}>
                        <TrashIcon aria-hidden />
                        Remove
                      </Button>
                    </AlertDialog.Trigger>
                    <AlertDialog.Content maxWidth="420px">
                      <AlertDialog.Title>Remove this ad?</AlertDialog.Title>
                      <AlertDialog.Description size="2">
                        {`"${label}" leaves the campaign page for everyone on the brief.`}
                      </AlertDialog.Description>
                      <Flex gap="3" mt="4" justify="end">
                        <AlertDialog.Cancel>
                          <Button variant="soft" color="gray">
                            Keep it
                          </Button>
                        </AlertDialog.Cancel>
                        <AlertDialog.Action>
                          <Button color="red" onClick={() => void run(onRemove)}>
                            Remove ad
                          </Button>
                        </AlertDialog.Action>
                      </Flex>
                    </AlertDialog.Content>
                  </AlertDialog.Root>
                </>
              )}
            </Flex>
          ) : null}
        </Flex>
      </article>
    </Card>
  );
}

import { useEffect, useState } from "react";
import { useAction, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { ConfirmDialog } from "@/components/feedback/ConfirmDialog";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { messages, readAppError } from "../../../../shared/errors";
import { expiresPhrase, sentPhrase } from "../lib/inviteTimes";
import { ROLE_LABELS } from "../lib/roles";

export type PendingInvite = FunctionReturnType<typeof api.sharing.queries.pendingInvites>[number];

/** The times in words go stale by the minute; this re-renders the list as often. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Withdrawing kills the link in their inbox, so it is asked once. */
function ConfirmWithdraw({ invite, onConfirm }: { invite: PendingInvite; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="ghost" color="red" aria-label={`Withdraw ${invite.email}`}>
          Withdraw
        </Button>
      }
      title={`Withdraw the invitation to ${invite.email}?`}
      description="The link in their email stops working at once. You can invite them again later."
      confirmLabel="Withdraw"
      onConfirm={onConfirm}
    />
  );
}

function PendingRow({
  invite,
  now,
  resending,
  onResend,
  onWithdraw,
}: {
  invite: PendingInvite;
  now: number;
  resending: boolean;
  onResend: () => void;
  onWithdraw: () => void;
}) {
  return (
    <Flex align="center" gap="3" wrap="wrap" className="pending-invite" role="listitem">
      <Flex direction="column" minWidth="0" flexGrow="1" flexBasis="14em">
        <Text size="2" weight="medium" truncate>
          {invite.email}
        </Text>
        <Text size="1" color="gray">
          {ROLE_LABELS[invite.role]} · {sentPhrase(invite.sentAt, now)} ·{" "}
          {expiresPhrase(invite.expiresAt, now)}
        </Text>
      </Flex>
      <Flex align="center" gap="4" flexShrink="0">
        <Button
          size="1"
          variant="soft"
          loading={resending}
          aria-label={`Resend ${invite.email}`}
          onClick={onResend}
        >
          Resend
        </Button>
        <ConfirmWithdraw invite={invite} onConfirm={onWithdraw} />
      </Flex>
    </Flex>
  );
}

type Notice = { tone: "done" | "failed"; text: string } | null;

/**
 * 'Pending invitations' in the owner's 'Share with a colleague' (issue 39): whom they invited
 * and who hasn't joined yet, live (a join, a withdrawal or an expiry takes a row away), each
 * with Resend (a fresh link with the same role; the old one stops working) and Withdraw (the
 * link dies at once). Nothing shows while there are none. Only the owner's dialog renders it:
 * the server refuses everyone else.
 */
export function PendingInvites({ briefId }: { briefId: string }) {
  const pending = useLiveQuery("pendingInvites", api.sharing.queries.pendingInvites, { briefId });
  const send = useAction(api.sharing.invites.send);
  const withdraw = useMutation(api.sharing.mutations.withdrawInvite);
  const now = useMinuteClock();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const failed = (error: unknown, fallback: string) =>
    setNotice({ tone: "failed", text: readAppError(error)?.message ?? fallback });

  const resend = async (invite: PendingInvite) => {
    setNotice(null);
    setResendingId(invite.inviteId);
    try {
      const result = await send({ briefId, email: invite.email, role: invite.role, resend: true });
      setNotice(
        result.ok
          ? {
              tone: "done",
              text: `Invitation sent again to ${invite.email}. The earlier link no longer works.`,
            }
          : { tone: "failed", text: result.error },
      );
    } catch (error) {
      failed(error, messages.visualAndFavourite.inviteFailed);
    } finally {
      setResendingId(null);
    }
  };

  const withdrawOne = (invite: PendingInvite) => {
    setNotice(null);
    withdraw({ briefId, inviteId: invite.inviteId }).then(
      () => setNotice({ tone: "done", text: `Invitation to ${invite.email} withdrawn.` }),
      (error: unknown) => failed(error, "That didn’t work. Please try again."),
    );
  };

  if (pending.status === "error") {
    return (
      <Text as="p" size="2" color="gray" mt="4">
        Pending invitations are unavailable right now.{" "}
        <Button variant="ghost" size="1" onClick={pending.retry}>
          Try again
        </Button>
      </Text>
    );
  }
  const rows = pending.status === "ready" ? pending.data : [];
  if (rows.length === 0 && notice === null) return null;
  return (
    <Flex direction="column" gap="3" mt="5">
      {rows.length > 0 ? (
        <>
          <Heading as="h3" size="2" weight="medium" color="gray" className="eyebrow">
            Pending invitations
          </Heading>
          <Flex direction="column" gap="3" role="list" aria-label="Pending invitations">
            {rows.map((invite) => (
              <PendingRow
                key={invite.inviteId}
                invite={invite}
                now={now}
                resending={resendingId === invite.inviteId}
                onResend={() => void resend(invite)}
                onWithdraw={() => withdrawOne(invite)}
              />
            ))}
          </Flex>
        </>
      ) : null}
      {notice ? (
        <Callout.Root
          color={notice.tone === "done" ? "green" : "red"}
          size="1"
          role={notice.tone === "done" ? "status" : "alert"}
        >
          <Callout.Text>{notice.text}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

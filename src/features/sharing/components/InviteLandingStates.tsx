import { Button, Flex, Skeleton, Strong, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { INVITE_TTL_MS, ROUTES } from "../../../../shared/constants";
import { InviteLandingLayout, InviteText } from "./InviteLandingLayout";

/** The invite as the page knows it (the `invite` query's answer). */
export type InviteFacts = {
  briefTitle: string | null;
  inviterName: string | null;
  role: "viewer" | "editor" | null;
  forEmail: string | null;
};

const ROLE_WORDS = { viewer: "can view", editor: "can edit" } as const;
const TTL_DAYS = Math.round(INVITE_TTL_MS / (24 * 60 * 60 * 1000));

/** Every state's way on. */
function GoToLegendary({ primary = false }: { primary?: boolean }) {
  return (
    <Button asChild size="3" variant={primary ? "solid" : "soft"}>
      <RouterLink to={ROUTES.home}>Go to Legendary</RouterLink>
    </Button>
  );
}

function RetryActions({ retry }: { retry: () => void }) {
  return (
    <>
      <Button size="3" onClick={retry}>
        Try again
      </Button>
      <GoToLegendary />
    </>
  );
}

function who(facts: InviteFacts) {
  return facts.inviterName ?? "A colleague";
}

/** "Dana invited you to “Spring launch” — you can edit", or to Legendary itself. */
function InviteSummary({ facts }: { facts: InviteFacts }) {
  if (facts.briefTitle === null) {
    return (
      <InviteText>
        <Strong>{who(facts)}</Strong> invited you to Legendary, the AI advertising agency.
      </InviteText>
    );
  }
  return (
    <InviteText>
      <Strong>{who(facts)}</Strong> invited you to the brief <Strong>“{facts.briefTitle}”</Strong>
      {facts.role ? <> — you {ROLE_WORDS[facts.role]} it.</> : "."}
    </InviteText>
  );
}

export function InviteLoading() {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title={<Skeleton>Opening your invitation</Skeleton>}
      busy
    >
      <Flex direction="column" gap="2" width="100%" maxWidth="34em">
        <Skeleton height="1.25rem" width="100%" />
        <Skeleton height="1.25rem" width="70%" />
      </Flex>
    </InviteLandingLayout>
  );
}

export function InviteSignedOut({
  facts,
  onSignIn,
}: {
  facts: InviteFacts;
  onSignIn: (tab: "signIn" | "signUp") => void;
}) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title={facts.briefTitle === null ? "Join Legendary" : <>Join “{facts.briefTitle}”</>}
      actions={
        <>
          <Button size="3" onClick={() => onSignIn("signIn")}>
            Sign in to join
          </Button>
          <Button size="3" variant="soft" onClick={() => onSignIn("signUp")}>
            Create an account
          </Button>
        </>
      }
    >
      <InviteSummary facts={facts} />
      {facts.forEmail ? (
        <InviteText>
          The invitation was sent to <Strong>{facts.forEmail}</Strong>. Sign in or create an account
          with that address to join.
        </InviteText>
      ) : null}
    </InviteLandingLayout>
  );
}

export function InviteJoining({ facts }: { facts: InviteFacts }) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title={facts.briefTitle === null ? "Joining Legendary…" : <>Joining “{facts.briefTitle}”…</>}
      busy
    >
      <InviteText>One moment: we’re adding you and opening the brief.</InviteText>
    </InviteLandingLayout>
  );
}

export function InviteJoinFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title="We couldn’t add you yet"
      actions={<RetryActions retry={retry} />}
    >
      <Text as="p" role="alert" size={{ initial: "3", sm: "4" }} color="ruby">
        {message}
      </Text>
    </InviteLandingLayout>
  );
}

export function InviteForSomeoneElse({
  facts,
  signedInAs,
  onSignOut,
  signingOut,
}: {
  facts: InviteFacts;
  signedInAs: string | null;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title="This invite is for someone else"
      actions={
        <>
          <Button size="3" onClick={onSignOut} loading={signingOut}>
            Sign out and switch account
          </Button>
          <GoToLegendary />
        </>
      }
    >
      <InviteText>
        {facts.briefTitle ? (
          <>
            <Strong>{who(facts)}</Strong> shared “{facts.briefTitle}” with a colleague.
          </>
        ) : (
          <>
            <Strong>{who(facts)}</Strong> invited a colleague to Legendary.
          </>
        )}
      </InviteText>
      <InviteText>
        It was sent to <Strong>{facts.forEmail}</Strong>
        {signedInAs ? (
          <>
            , and you’re signed in as <Strong>{signedInAs}</Strong>
          </>
        ) : null}
        . Sign in with the invited address to join.
      </InviteText>
    </InviteLandingLayout>
  );
}

export function InviteExpired({ facts }: { facts: InviteFacts }) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title="This invite has expired"
      actions={<GoToLegendary primary />}
    >
      <InviteText>
        Invitations last {TTL_DAYS} days. Ask <Strong>{who(facts)}</Strong> to send you a new one
        {facts.briefTitle ? <> for “{facts.briefTitle}”</> : null}.
      </InviteText>
    </InviteLandingLayout>
  );
}

/**
 * A used invite. The invitee of a brief invite never stays here (acceptInvite takes them back to
 * the brief, or refuses once they were removed, and then they read the general text); the
 * invitee of a product invite is welcomed back.
 */
export function InviteUsed({ facts, isInvitee }: { facts: InviteFacts; isInvitee: boolean }) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title="This invite has already been used"
      actions={<GoToLegendary primary />}
    >
      <InviteText>
        {isInvitee ? (
          // Only a product invite gets here: a brief's invitee is taken back to the brief.
          <>You’ve already joined Legendary with it. Welcome back.</>
        ) : (
          <>
            Each invitation works once. If it was meant for you, ask <Strong>{who(facts)}</Strong>{" "}
            to send a new one.
          </>
        )}
      </InviteText>
    </InviteLandingLayout>
  );
}

export function InviteUnknown() {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title="This invite link isn’t valid"
      actions={<GoToLegendary primary />}
    >
      <InviteText>
        The link may be mistyped or cut short, or the invitation was withdrawn. Ask the person who
        invited you to send it again.
      </InviteText>
    </InviteLandingLayout>
  );
}

export function InviteUnreadable({ retry }: { retry: () => void }) {
  return (
    <InviteLandingLayout
      eyebrow="Invitation"
      title="We couldn’t open this invitation"
      actions={<RetryActions retry={retry} />}
    >
      <InviteText>Something went wrong on our side. Please try again.</InviteText>
    </InviteLandingLayout>
  );
}

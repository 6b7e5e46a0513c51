import { api } from "../../../../convex/_generated/api";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { useInviteAcceptance } from "../hooks/useInviteAcceptance";
import { rememberInvite } from "../lib/pendingInvite";
import { InviteDocumentTitle } from "./InviteLandingLayout";
import {
  InviteExpired,
  InviteForSomeoneElse,
  InviteJoinFailed,
  InviteJoining,
  InviteLoading,
  InviteSignedOut,
  InviteUnknown,
  InviteUnreadable,
  InviteUsed,
} from "./InviteLandingStates";

/** Who is looking, as the page's auth state says (the sharing feature doesn't read auth itself). */
export type InviteViewer =
  { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; email: string | null };

export type InviteLandingProps = {
  token: string;
  viewer: InviteViewer;
  /** Opens the sign-in dialog on that tab; joining follows by itself once signed in. */
  onSignIn: (tab: "signIn" | "signUp") => void;
  /** Signs out and stays on the page, which then shows the signed-out invitation. */
  onSignOut: () => void;
  signingOut: boolean;
};

/**
 * The /invite/{token} page (issue 14): reads the invite live and shows the one state that
 * applies. The invitee signed in joins at once; the others are told what they can do.
 */
export function InviteLanding({
  token,
  viewer,
  onSignIn,
  onSignOut,
  signingOut,
}: InviteLandingProps) {
  const invite = useLiveQuery("invite", api.sharing.queries.invite, { token });
  const facts = invite.status === "ready" ? invite.data : null;
  const joining = useInviteAcceptance({
    token,
    // A used invite is tried too: the person who joined with it (and still has access) is
    // simply taken to the brief again; anyone else is refused and told it was used.
    ready:
      viewer.status === "signedIn" &&
      (facts?.state === "valid" || facts?.state === "used") &&
      facts.signedInAsInvitee === true,
    briefTitle: facts?.briefTitle ?? null,
  });

  return (
    <>
      <InviteDocumentTitle />
      {(() => {
        // Once joining has begun the invite reads "used" (it is ours now): keep saying joining.
        if (joining.status === "joining" && facts !== null) return <InviteJoining facts={facts} />;
        if (joining.status === "failed") {
          // Used, and not ours to reopen: a brief invite's member was removed since (a product
          // invite is simply done).
          if (facts?.state === "used") {
            return <InviteUsed facts={facts} isInvitee={facts.briefTitle === null} />;
          }
          return <InviteJoinFailed message={joining.message} retry={joining.retry} />;
        }
        if (invite.status === "error") return <InviteUnreadable retry={invite.retry} />;
        if (facts === null || viewer.status === "loading") return <InviteLoading />;
        switch (facts.state) {
          case "unknown":
            return <InviteUnknown />;
          case "expired":
            return <InviteExpired facts={facts} />;
          case "used":
            // The invitee is being taken back to the brief (or told it's used, above).
            if (facts.signedInAsInvitee === true) return <InviteJoining facts={facts} />;
            return <InviteUsed facts={facts} isInvitee={false} />;
          case "valid":
            if (facts.signedInAsInvitee === null || viewer.status === "signedOut") {
              return (
                <InviteSignedOut
                  facts={facts}
                  onSignIn={(tab) => {
                    // Kept in case the sign-in leaves this page (Google, /register).
                    rememberInvite(token);
                    onSignIn(tab);
                  }}
                />
              );
            }
            if (!facts.signedInAsInvitee) {
              return (
                <InviteForSomeoneElse
                  facts={facts}
                  signedInAs={viewer.email}
                  onSignOut={onSignOut}
                  signingOut={signingOut}
                />
              );
            }
            return <InviteJoining facts={facts} />;
        }
      })()}
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { api } from "../../../../convex/_generated/api";
import { HOME_QUERY_PARAMS, ROUTES } from "../../../../shared/constants";
import { defaultErrorMessages, readAppError } from "../../../../shared/errors";
import { forgetInvite } from "../lib/pendingInvite";

export type InviteAcceptance =
  | { status: "idle" }
  | { status: "joining" }
  | { status: "failed"; message: string; retry: () => void };

/**
 * Joins the invite's brief as soon as `ready` (the invitee is signed in and the invite is
 * valid): acceptInvite is called once per token and attempt, whatever StrictMode or a
 * re-render does, then the home page opens the brief (`/?briefId=`) with 'You joined "…"'.
 * A product invite (no brief) lands on home with a welcome. A refusal is kept to show in place
 * with "Try again".
 */
export function useInviteAcceptance({
  token,
  ready,
  briefTitle,
}: {
  token: string;
  ready: boolean;
  briefTitle: string | null;
}): InviteAcceptance {
  const accept = useMutation(api.sharing.mutations.acceptInvite);
  const navigate = useNavigate();
  // The mutation function and the title may change identity between renders; the call must not.
  const latest = useRef({ accept, navigate, briefTitle });
  // Declared before the joining effect, so it has run by the time that one reads it.
  useEffect(() => {
    latest.current = { accept, navigate, briefTitle };
  });
  const started = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<InviteAcceptance>({ status: "idle" });

  const retry = useCallback(() => {
    setState({ status: "idle" });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!ready || started.current === key) return;
    started.current = key;
    forgetInvite();
    setState({ status: "joining" });
    const { accept, navigate, briefTitle } = latest.current;
    accept({ token }).then(
      async ({ briefId }) => {
        if (briefId === null) {
          await navigate(ROUTES.home, { replace: true });
          toast.success("Welcome to Legendary", {
            description: "Your invitation is accepted. Start with a brief.",
          });
          return;
        }
        await navigate(`${ROUTES.home}?${HOME_QUERY_PARAMS.briefId}=${briefId}`, {
          replace: true,
        });
        toast.success(briefTitle ? `You joined "${briefTitle}"` : "You joined the brief");
      },
      (error: unknown) => {
        const message = readAppError(error)?.message ?? defaultErrorMessages.INTERNAL;
        setState({ status: "failed", message, retry });
      },
    );
  }, [token, ready, attempt, retry]);

  return state;
}

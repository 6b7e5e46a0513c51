import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useConvexAuth } from "convex/react";
import {
  AuthDialogContext,
  type AuthTab,
  type SignInDialogControls,
  type SignInDialogOptions,
} from "../lib/authDialogContext";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";

/*
 * The dialog's forms (react-hook-form, zod) stay out of the start-up bundle: the chunk is fetched
 * once the visitor engages with the page (or a few seconds in), so it is there by the time anyone
 * clicks "Sign in".
 */
const loadDialog = () => import("./SignInDialog");
const SignInDialog = lazy(() => loadDialog().then((m) => ({ default: m.SignInDialog })));

/**
 * Owns the one sign-in dialog of the app. `onSuccess` waits for the session to be confirmed
 * (not just for the sign-in call), so whatever it resumes runs as the signed-in user.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useConvexAuth();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate out.
  const [wasOpened, setWasOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>("signIn");
  const onSuccess = useRef<(() => void) | undefined>(undefined);
  const awaitingSession = useRef(false);

  const open = useCallback(
    ({ tab: firstTab = "signIn", onSuccess: callback }: SignInDialogOptions = {}) => {
      if (isAuthenticated) {
        callback?.();
        return;
      }
      onSuccess.current = callback;
      awaitingSession.current = false;
      setTab(firstTab);
      setOpen(true);
      setWasOpened(true);
    },
    [isAuthenticated],
  );

  const handleOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    // Dismissed without signing in: nothing to resume.
    if (!next && !awaitingSession.current) onSuccess.current = undefined;
  }, []);

  const handleSignedIn = useCallback(() => {
    awaitingSession.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!isAuthenticated || !awaitingSession.current) return;
    awaitingSession.current = false;
    const callback = onSuccess.current;
    onSuccess.current = undefined;
    callback?.();
  }, [isAuthenticated]);

  useEffect(() => {
    if (isAuthenticated) return;
    return afterEngagement(() => void loadDialog(), ENGAGEMENT_FALLBACK_MS);
  }, [isAuthenticated]);

  const controls = useMemo<SignInDialogControls>(() => ({ open }), [open]);

  return (
    <AuthDialogContext value={controls}>
      {children}
      {wasOpened ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={isOpen}
            onOpenChange={handleOpenChange}
            tab={tab}
            onTabChange={setTab}
            onSignedIn={handleSignedIn}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext>
  );
}

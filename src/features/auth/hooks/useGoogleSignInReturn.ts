import { useEffect } from "react";
import { toast } from "@/components/feedback/toast";
import { authMessages } from "../../../../shared/startupMessages";
import { readGoogleReturn, withoutGoogleMarker } from "../lib/googleReturn";

/** Tells the user when Google sent them back without signing them in, and tidies the URL. */
export function useGoogleSignInReturn() {
  useEffect(() => {
    const outcome = readGoogleReturn(window.location.search);
    if (outcome === "none") return;
    if (outcome === "failed") {
      const { title, description } = authMessages.googleSignInFailed;
      toast.error(title, { description });
    }
    window.history.replaceState(
      window.history.state,
      "",
      withoutGoogleMarker(window.location.href),
    );
  }, []);
}

import { useCallback, useState } from "react";
import { useAction } from "convex/react";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import type { WebsiteDraft } from "../lib/types";

/** 'Create from website': reads the page on the server and answers a draft; saves nothing. */
export function useWebsiteDraft() {
  const read = useAction(api.brands.draft.fromWebsite);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fill = useCallback(
    async (url: string): Promise<{ url: string; draft: WebsiteDraft } | null> => {
      setBusy(true);
      setError(null);
      try {
        const answer = await read({ url });
        if (!answer.ok) {
          setError(answer.reason);
          return null;
        }
        return { url: answer.url, draft: answer.draft };
      } catch (caught) {
        setError(userFacingMessage(caught));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [read],
  );
  return { fill, busy, error };
}

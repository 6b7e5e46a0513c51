import { useCallback, useMemo } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { moved } from "../lib/adCopy";
import type { CampaignPageView } from "../lib/types";

/** The editors' actions on a page's ads; each returns the server's promise for the caller. */
export function useAdActions(page: CampaignPageView) {
  const add = useMutation(api.campaigns.mutations.addAd);
  const update = useMutation(api.campaigns.mutations.updateAd);
  const reorder = useMutation(api.campaigns.mutations.reorderAds);
  const remove = useMutation(api.campaigns.mutations.removeAd);
  const retry = useMutation(api.campaigns.mutations.retryAd);
  const ids = useMemo(() => page.lobs.map((lob) => lob.id), [page.lobs]);

  const move = useCallback(
    async (index: number, delta: -1 | 1) => {
      await reorder({ campaignPageId: page.id, adLobIds: moved(ids, index, delta) });
    },
    [ids, page.id, reorder],
  );

  return {
    addAd: (aspectRatio: string) => add({ campaignPageId: page.id, aspectRatio }),
    updateAd: (adLobId: string, headline: string, body: string) =>
      update({ adLobId, headline: headline.trim(), body: body.trim() }),
    moveAd: move,
    removeAd: (adLobId: string) => remove({ adLobId }),
    retryAd: (adLobId: string) => retry({ adLobId }),
  };
}

export type AdActions = ReturnType<typeof useAdActions>;

import { useEffect, useRef } from "react";
import { api } from "../../../../../convex/_generated/api";
import { useLiveQuery, type LiveQuery } from "@/lib/useLiveQuery";
import type { Legend } from "@/features/legends/lib/types";
import { PickerList } from "./PickerList";

/** What every tab panel gets from the picker. */
export type PanelProps = {
  search: string;
  onClearSearch: () => void;
  selectedIds: readonly string[];
  onToggle: (legend: Legend) => void;
  /** Bumped by the Refresh button: the panel's query runs again. */
  refreshToken: number;
};

function useRefresh(source: { retry: () => void }, refreshToken: number) {
  const { retry } = source;
  const seen = useRef(refreshToken);
  useEffect(() => {
    if (seen.current === refreshToken) return;
    seen.current = refreshToken;
    retry();
  }, [refreshToken, retry]);
}

function Panel({
  source,
  emptyMessage,
  ...props
}: PanelProps & { source: LiveQuery<Legend[]>; emptyMessage: string }) {
  useRefresh(source, props.refreshToken);
  return <PickerList source={source} emptyMessage={emptyMessage} {...props} />;
}

/** All Legends: the public roster, then the user's private legends (accessible). */
export function AllLegendsPanel(props: PanelProps) {
  const accessible = useLiveQuery("pickerAll", api.legends.queries.accessible, {});
  const source: LiveQuery<Legend[]> =
    accessible.status === "ready"
      ? { status: "ready", data: accessible.data.all, retry: accessible.retry }
      : accessible;
  return <Panel source={source} emptyMessage="No legends are available right now." {...props} />;
}

/** My Activated (signed-in only): the legends the user activated, private ones included. */
export function ActivatedLegendsPanel(props: PanelProps) {
  const activated = useLiveQuery("pickerActivated", api.legends.queries.myActivated, {});
  return (
    <Panel
      source={activated}
      emptyMessage="You haven’t activated any legends yet. Activate one from its profile page to keep it here."
      {...props}
    />
  );
}

/** Trending: the roster ordered by ideas generated with each legend lately. */
export function TrendingLegendsPanel(props: PanelProps) {
  const trending = useLiveQuery("pickerTrending", api.legends.queries.list, { sort: "trending" });
  return <Panel source={trending} emptyMessage="No legends are trending yet." {...props} />;
}

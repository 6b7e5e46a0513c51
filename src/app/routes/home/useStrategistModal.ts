import { useCallback, useState } from "react";
import type { StoredStrategies } from "@/features/strategies/lib/storedStrategies";
import type { StrategistFormInput } from "@/features/strategies/lib/types";
import type { StrategistMode } from "../../../../shared/schemas/strategist";

export type StrategistOpening = {
  mode: StrategistMode;
  initial?: Partial<Omit<StrategistFormInput, "mode">>;
  autoRun?: boolean;
  restored?: StoredStrategies | null;
};

export type StrategistRequest = StrategistOpening & { key: number };

/** Which strategist modal is open on the home page; each opening mounts afresh (its key). */
export function useStrategistModal() {
  const [request, setRequest] = useState<StrategistRequest | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((opening: StrategistOpening) => {
    setRequest((previous) => ({ ...opening, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { request, open, show, close };
}

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import type { LegendId, SelectedLegend } from "@/features/legends/lib/types";
import type { PickTeamLegend, TeamLegend } from "@/features/visuals/lib/types";

// Opened on demand, from the visual generator.
const LegendPickerDialog = lazy(() =>
  import("@/features/legends/components/picker/LegendPickerDialog").then((m) => ({
    default: m.LegendPickerDialog,
  })),
);

type Request = { current: TeamLegend | null; resolve: (legend: TeamLegend | null) => void };

/**
 * The team-up legend picker for visuals (spec 2): the legend picker limited to one legend,
 * opened by the visual generator and answering with the legend chosen (null when closed). The
 * visuals feature refuses the idea's own legend; the picker knows nothing of ideas.
 */
export function useTeamLegendPicker(signedIn: boolean): {
  pickTeamLegend: PickTeamLegend;
  picker: ReactNode;
} {
  const [request, setRequest] = useState<Request | null>(null);
  const pending = useRef<Request | null>(null);

  const settle = useCallback((legend: TeamLegend | null) => {
    pending.current?.resolve(legend);
    pending.current = null;
    setRequest(null);
  }, []);

  const pickTeamLegend = useCallback<PickTeamLegend>(
    ({ current }) =>
      new Promise<TeamLegend | null>((resolve) => {
        pending.current?.resolve(null);
        const next = { current, resolve };
        pending.current = next;
        setRequest(next);
      }),
    [],
  );

  const selected: SelectedLegend[] = request?.current
    ? [
        {
          id: request.current.id as LegendId,
          name: request.current.name,
          slug: "",
          label: "",
          headshot: null,
        },
      ]
    : [];

  const picker =
    request !== null ? (
      <Suspense fallback={null}>
        <LegendPickerDialog
          open
          onOpenChange={(open) => {
            if (!open) settle(null);
          }}
          selected={selected}
          signedIn={signedIn}
          max={1}
          title="Team up with a legend"
          description="Pick one legend to bring their visual approach to this idea's visual."
          confirmLabel="Team up"
          onConfirm={({ legends }) => {
            const [legend] = legends;
            settle(legend ? { id: legend.id, name: legend.name } : null);
          }}
        />
      </Suspense>
    ) : null;

  return { pickTeamLegend, picker };
}

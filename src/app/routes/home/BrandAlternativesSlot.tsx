import { useMemo } from "react";
import { toast } from "@/components/feedback/toast";
import { ReimagineBrand } from "@/features/brandAlternatives/components/ReimagineBrand";
import type { BrandFields, LegendOption } from "@/features/brandAlternatives/lib/types";
import { useSelectedLegends } from "@/features/legends/hooks/useSelectedLegends";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

type Props = {
  fields: BrandFields;
  applyBrand: (name: string) => void;
  signedIn: boolean;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
};

/**
 * 'Reimagine brand' as the home page composes it: the brand alternatives feature under the brief
 * form's brand field, choosing among the legends feature's roster (starting from the legends
 * already picked for the brief).
 */
export function BrandAlternativesSlot({
  fields,
  applyBrand,
  signedIn,
  onRequireSignIn,
  onUpgrade,
}: Props) {
  const roster = useLiveQuery("brandAlternativeLegends", api.legends.queries.accessible, {});
  const picked = useSelectedLegends();

  const legends = useMemo<LegendOption[] | undefined>(
    () =>
      roster.status === "ready"
        ? roster.data.all.map(({ id, name, slug, headshot, locked }) => ({
            id,
            name,
            slug,
            headshot,
            locked,
          }))
        : undefined,
    [roster],
  );
  const initialLegendIds = useMemo(() => picked.map((legend) => legend.id), [picked]);

  return (
    <ReimagineBrand
      fields={fields}
      legends={legends}
      legendsError={roster.status === "error"}
      initialLegendIds={initialLegendIds}
      signedIn={signedIn}
      onRequireSignIn={onRequireSignIn}
      onUpgrade={onUpgrade}
      onApply={(name) => {
        applyBrand(name);
        toast.success(`Brand name set to ${name}`);
      }}
    />
  );
}

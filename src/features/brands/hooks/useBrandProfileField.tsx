import { useMemo, useState } from "react";
import { BrandManagerDialog } from "../components/BrandManagerDialog";
import type { BrandManagerMode } from "../components/BrandManager";
import { BrandUpgradeTeaser } from "../components/BrandUpgradeTeaser";
import { useMyBrands } from "./useMyBrands";

/**
 * What the brief form's brand profile field needs from this feature, for the page to pass on:
 * the profiles and limit (null until known, and for visitors), and the brand manager and
 * upgrade teaser dialogs the field opens.
 */
export function useBrandProfileField(signedIn: boolean) {
  const brands = useMyBrands(signedIn);
  const [manager, setManager] = useState<BrandManagerMode | null>(null);
  const [teaser, setTeaser] = useState(false);
  const data = brands.status === "ready" ? brands.data : null;

  const field = useMemo(
    () =>
      data === null
        ? null
        : {
            profiles: data.brands.map(({ id, name }) => ({ id, name })),
            limit: data.brandLimit,
            onUpgrade: () => setTeaser(true),
            onManage: () => setManager("list"),
            onAdd: () => setManager("new"),
          },
    [data],
  );

  const dialogs = (
    <>
      <BrandManagerDialog
        open={manager !== null}
        mode={manager ?? "list"}
        onOpenChange={(open) => {
          if (!open) setManager(null);
        }}
        onUpgrade={() => {
          setManager(null);
          setTeaser(true);
        }}
      />
      <BrandUpgradeTeaser open={teaser} onOpenChange={setTeaser} />
    </>
  );
  return { field, dialogs };
}

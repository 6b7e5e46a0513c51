import { lazy, Suspense, type ComponentProps } from "react";
import { Button } from "@radix-ui/themes";
import { DownloadIcon } from "@radix-ui/react-icons";

const ExportMenu = lazy(() =>
  import("@/features/exports/components/ExportMenu").then((m) => ({ default: m.ExportMenu })),
);

/**
 * The exports menu, loaded when it first shows: pages that offer it (idea details, campaign
 * pages) keep its menu code out of their start-up chunk. Until then a disabled twin holds its
 * place, so nothing moves.
 */
export function LazyExportMenu(props: ComponentProps<typeof ExportMenu>) {
  return (
    <Suspense
      fallback={
        <Button size={props.size ?? "2"} variant="soft" disabled>
          <DownloadIcon aria-hidden />
          Export
        </Button>
      }
    >
      <ExportMenu {...props} />
    </Suspense>
  );
}

const DeckExportMenu = lazy(() =>
  import("@/features/exports/components/DeckExportMenu").then((m) => ({
    default: m.DeckExportMenu,
  })),
);

/** The sell deck's export menu (PowerPoint, PDF), loaded the same way. */
export function LazyDeckExportMenu(props: ComponentProps<typeof DeckExportMenu>) {
  return (
    <Suspense
      fallback={
        <Button size={props.size ?? "2"} variant="soft" disabled>
          <DownloadIcon aria-hidden />
          Export
        </Button>
      }
    >
      <DeckExportMenu {...props} />
    </Suspense>
  );
}

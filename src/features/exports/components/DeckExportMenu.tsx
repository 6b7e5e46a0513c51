import { useState, type ReactNode } from "react";
import { Button, DropdownMenu, Spinner } from "@radix-ui/themes";
import { DownloadIcon, ReaderIcon, DesktopIcon } from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";
import { exportFailureMessage } from "../lib/exportErrors";
import type { DeckExportFormat, DeckExportSource } from "../lib/deckTypes";

const FORMATS: { format: DeckExportFormat; label: string; icon: ReactNode }[] = [
  { format: "pptx", label: "PowerPoint (.pptx)", icon: <DesktopIcon aria-hidden /> },
  { format: "pdf", label: "PDF (16:9)", icon: <ReaderIcon aria-hidden /> },
];

// PowerPoint and PDF libraries stay out of the deck page until someone opens the menu.
const loadRunDeckExport = () => import("../lib/runDeckExport");

function showFailure(error: unknown) {
  const { title, description } = exportFailureMessage(error);
  if (description) toast.error(title, { description });
  else toast.error(title);
}

/**
 * 'Export' for a sell deck: PowerPoint with editable text, or a 16:9 PDF. `source` may be a
 * function, read only when a format is picked (the deck as it is at that moment).
 */
export function DeckExportMenu({
  source,
  size = "2",
}: {
  source: DeckExportSource | (() => DeckExportSource);
  size?: "1" | "2";
}) {
  const [busy, setBusy] = useState<DeckExportFormat | null>(null);

  const run = async (format: DeckExportFormat) => {
    setBusy(format);
    try {
      const { runDeckExport } = await loadRunDeckExport();
      const resolved = typeof source === "function" ? source() : source;
      const result = await runDeckExport(format, resolved);
      toast.success(`Downloaded ${result.filename}`);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (open) void loadRunDeckExport().catch(() => {});
      }}
    >
      <DropdownMenu.Trigger disabled={busy !== null}>
        <Button size={size} variant="soft" aria-busy={busy !== null || undefined}>
          {busy ? <Spinner size="1" /> : <DownloadIcon aria-hidden />}
          {busy ? "Exporting…" : "Export"}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content size={size} align="end">
        {FORMATS.map(({ format, label, icon }) => (
          <DropdownMenu.Item key={format} onSelect={() => void run(format)}>
            {icon}
            {label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

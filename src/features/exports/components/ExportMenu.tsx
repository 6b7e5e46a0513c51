import { useState, type ReactNode } from "react";
import { Button, DropdownMenu, Spinner } from "@radix-ui/themes";
import {
  ArchiveIcon,
  CopyIcon,
  DownloadIcon,
  FileIcon,
  FileTextIcon,
  ReaderIcon,
} from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";
import { exportFailureMessage } from "../lib/exportErrors";
import type { ExportFormat, ExportSource } from "../lib/types";

const FORMATS: { format: ExportFormat; label: string; icon: ReactNode }[] = [
  { format: "copy", label: "Copy", icon: <CopyIcon aria-hidden /> },
  { format: "markdown", label: "Markdown (.md)", icon: <FileTextIcon aria-hidden /> },
  { format: "docx", label: "Word (.docx)", icon: <FileIcon aria-hidden /> },
  { format: "pdf", label: "PDF", icon: <ReaderIcon aria-hidden /> },
  { format: "zip", label: "Images + document (.zip)", icon: <ArchiveIcon aria-hidden /> },
];

// The exports' code, libraries included, stays out of the page until someone opens the menu.
const loadRunExport = () => import("../lib/runExport");

function showFailure(error: unknown) {
  const { title, description } = exportFailureMessage(error);
  if (description) toast.error(title, { description });
  else toast.error(title);
}

/**
 * 'Export' for an idea or a campaign page (spec 8, 9): Copy, Markdown, Word, PDF, or the images
 * with the document as a ZIP. `source` may be a function, read only when a format is picked.
 */
export function ExportMenu({
  source,
  size = "2",
}: {
  source: ExportSource | (() => ExportSource);
  size?: "1" | "2";
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { runExport } = await loadRunExport();
      const resolved = typeof source === "function" ? source() : source;
      const result = await runExport(format, resolved, { siteUrl: window.location.origin });
      if (result.kind === "copied") toast.success("Copied");
      else toast.success(`Downloaded ${result.filename}`);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        // Warm the code while the user reads the menu, so 'Copy' still runs inside their click.
        if (open) void loadRunExport().catch(() => {});
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

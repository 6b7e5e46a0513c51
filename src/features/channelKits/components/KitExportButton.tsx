import { useState } from "react";
import { Button, Callout, Flex, Spinner, Text } from "@radix-ui/themes";
import { DownloadIcon } from "@radix-ui/react-icons";
import { useAuthToken } from "@convex-dev/auth/react";
import { download } from "@/lib/download";

/** The kit's ZIP (convex/channelKits/http.ts): a folder per channel, the copy sheet, the CSVs. */
export const kitExportPath = (kitId: string) => `/api/channel-kits/${kitId}/export.zip`;

function fileName(brand: string, campaign: string): string {
  const words = `${brand} ${campaign} channel kit`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${words.slice(0, 80) || "channel-kit"}.zip`;
}

/**
 * Saves the stored file under the kit's name; where its host does not let the page read it,
 * the browser downloads it by address (under the host's name for it).
 */
async function saveFrom(url: string, name: string) {
  let file: Blob | null = null;
  try {
    const response = await fetch(url);
    if (response.ok) file = await response.blob();
  } catch {
    file = null;
  }
  if (file) download(file, name, "application/zip");
  else window.location.assign(url);
}

/**
 * 'Download kit': offered once every asset is green (DESIGN: export when all are green); until
 * then it says what is left.
 */
export function KitExportButton({
  kitId,
  brand,
  campaign,
  ready,
  total,
}: {
  kitId: string;
  brand: string;
  campaign: string;
  ready: number;
  total: number;
}) {
  const token = useAuthToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allGreen = total > 0 && ready === total;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      // The ZIP is a stored file (it may pass what an HTTP response carries): ask where.
      const response = await fetch(kitExportPath(kitId), {
        headers: {
          Accept: "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      if (!response.ok) throw new Error(String(response.status));
      const { url } = (await response.json()) as { url: string };
      await saveFrom(url, fileName(brand, campaign));
    } catch {
      setError("Download failed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="2" align="start">
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          disabled={!allGreen || busy}
          aria-busy={busy || undefined}
          onClick={() => void save()}
        >
          {busy ? <Spinner size="1" /> : <DownloadIcon aria-hidden />}
          Download kit (ZIP)
        </Button>
        <Text size="2" color="gray">
          {allGreen
            ? "A folder per channel, the copy sheet, and CSVs for Google Ads Editor and Meta Ads Manager."
            : `${ready} of ${total} assets ready; the download opens when all are.`}
        </Text>
      </Flex>
      {error ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

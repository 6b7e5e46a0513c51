import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { BRAND_PROFILE_LIMITS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

type Logo = { key: string; url: string };

const MIB = BRAND_PROFILE_LIMITS.logoBytes / (1024 * 1024);

/**
 * Uploads a logo to file storage and records it as the caller's. The type and size are checked
 * here for a quick answer and again by the server, which deletes a file that fails.
 */
export function useLogoUpload() {
  const uploadUrl = useMutation(api.brands.mutations.generateLogoUploadUrl);
  const store = useMutation(api.brands.mutations.storeLogoUpload);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = useCallback(
    async (file: File): Promise<Logo | null> => {
      setError(null);
      const types: readonly string[] = BRAND_PROFILE_LIMITS.logoTypes;
      if (!types.includes(file.type)) {
        setError(messages.brands.logoType);
        return null;
      }
      if (file.size > BRAND_PROFILE_LIMITS.logoBytes) {
        setError(messages.brands.logoTooLarge(MIB));
        return null;
      }
      setBusy(true);
      try {
        const url = await uploadUrl({});
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": file.type },
          body: file,
        });
        if (!response.ok) throw new Error(`Upload failed (${response.status})`);
        const { storageId } = (await response.json()) as { storageId: string };
        const stored = await store({ storageId: storageId as Id<"_storage"> });
        if (!stored.ok) {
          setError(stored.message);
          return null;
        }
        return { key: stored.key, url: stored.url };
      } catch (caught) {
        setError(userFacingMessage(caught));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [uploadUrl, store],
  );
  return { upload, busy, error };
}

import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { uploadFile, UploadRefusedError } from "@/lib/uploadFile";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { BRAND_PROFILE_LIMITS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

type Logo = { key: string; url: string };

const MIB = BRAND_PROFILE_LIMITS.logoBytes / (1024 * 1024);

/**
 * Uploads a logo through the caller's own upload URL and records it as their logo. The type and
 * size are checked here for a quick answer and again by the server, which refuses a file that
 * fails before storing it.
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
        const storageId = await uploadFile(await uploadUrl({}), file);
        const stored = await store({ storageId });
        if (!stored.ok) {
          setError(stored.message);
          return null;
        }
        return { key: stored.key, url: stored.url };
      } catch (caught) {
        // A refused upload says why in the spec's words; anything else as any failure does.
        setError(caught instanceof UploadRefusedError ? caught.message : userFacingMessage(caught));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [uploadUrl, store],
  );
  return { upload, busy, error };
}

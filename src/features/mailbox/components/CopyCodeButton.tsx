import { useEffect, useState } from "react";
import { Button } from "@radix-ui/themes";
import { CheckIcon, CopyIcon } from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";

const COPIED_FOR_MS = 2000;

/** Copies a code to the clipboard and says so for a moment. */
export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      toast.error("Copy failed", { description: "Select the code and copy it by hand." });
    }
  }

  return (
    <Button
      type="button"
      variant="soft"
      color={copied ? "green" : "gray"}
      onClick={() => void copy()}
      aria-label={copied ? "Code copied" : `Copy code ${code}`}
    >
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

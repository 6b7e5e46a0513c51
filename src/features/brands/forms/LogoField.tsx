import { useId, useRef } from "react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { BRAND_PROFILE_LIMITS } from "../../../../shared/constants";
import { useLogoUpload } from "../hooks/useLogoUpload";

const MIB = BRAND_PROFILE_LIMITS.logoBytes / (1024 * 1024);

/** The profile's logo: PNG, JPEG or WebP up to the cap, uploaded as soon as it is chosen. */
export function LogoField({
  logoUrl,
  onChange,
}: {
  logoUrl: string | null;
  onChange: (logo: { key: string; url: string } | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, error } = useLogoUpload();
  return (
    <Flex direction="column" gap="2">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        Logo
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        {logoUrl ? <img className="brand-logo" src={logoUrl} alt="Logo preview" /> : null}
        <input
          ref={input}
          id={id}
          className="brand-logo-input"
          type="file"
          accept={BRAND_PROFILE_LIMITS.logoTypes.join(",")}
          aria-describedby={`${id}-note`}
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const logo = await upload(file);
            if (logo) onChange(logo);
            if (input.current) input.current.value = "";
          }}
        />
        {logoUrl ? (
          <Button
            type="button"
            variant="ghost"
            color="gray"
            size="1"
            onClick={() => onChange(null)}
          >
            Remove logo
          </Button>
        ) : null}
      </Flex>
      <Text
        id={`${id}-note`}
        size="1"
        color={error ? "red" : "gray"}
        role={error ? "alert" : undefined}
      >
        {busy ? "Uploading…" : (error ?? `PNG, JPEG or WebP, up to ${MIB} MB.`)}
      </Text>
    </Flex>
  );
}

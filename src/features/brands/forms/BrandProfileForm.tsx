import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Callout, Flex, Separator } from "@radix-ui/themes";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { TextInputField } from "@/components/form/TextInputField";
import { BRAND_PROFILE_LIMITS } from "../../../../shared/constants";
import {
  brandProfileFormSchema,
  HEX_COLOR,
  splitColors,
  toBrandProfileForm,
  type BrandProfileFormValues,
} from "../../../../shared/schemas/brandProfile";
import type { WebsiteDraft } from "../lib/types";
import { ColorSwatches } from "../components/ColorSwatches";
import { LogoField } from "./LogoField";
import { WebsiteFill } from "./WebsiteFill";

export type BrandProfileFormProps = {
  initial: BrandProfileFormValues;
  initialLogoUrl: string | null;
  submitLabel: string;
  /** Saves; answers the server's message when it refused, else null. */
  onSave: (values: BrandProfileFormValues) => Promise<string | null>;
  onCancel: () => void;
};

const L = BRAND_PROFILE_LIMITS;

/**
 * A brand profile by hand or from a website (issue 18). Lists are typed one per line (voice
 * words also with commas; colours as hex values); the shared schema says what is wrong.
 */
export function BrandProfileForm({
  initial,
  initialLogoUrl,
  submitLabel,
  onSave,
  onCancel,
}: BrandProfileFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BrandProfileFormValues>({
    resolver: zodResolver(brandProfileFormSchema),
    defaultValues: initial,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(initialLogoUrl);
  const colors = splitColors(useWatch({ control, name: "colors" })).filter((color) =>
    HEX_COLOR.test(color),
  );

  const applyDraft = ({ url, draft }: { url: string; draft: WebsiteDraft }) => {
    const current = getValues();
    reset({
      ...toBrandProfileForm({ ...draft, websiteUrl: url }),
      // A logo already chosen stays; the page never supplies one.
      logoKey: current.logoKey,
    });
  };

  return (
    <Flex direction="column" gap="4">
      <WebsiteFill onDraft={applyDraft} />
      <Separator size="4" />
      <FormStack
        aria-label="Brand profile"
        onSubmit={handleSubmit(async (values) => {
          setServerError(null);
          setServerError(await onSave(values));
        })}
      >
        <TextInputField
          label="Brand name"
          placeholder="Northbound Coffee"
          maxLength={L.name}
          error={errors.name?.message}
          {...register("name")}
        />
        <TextInputField
          label="Industry"
          placeholder="Coffee"
          maxLength={L.industry}
          error={errors.industry?.message}
          {...register("industry")}
        />
        <TextAreaField
          label="Audience"
          placeholder="Who the brand is for"
          maxLength={L.audience}
          error={errors.audience?.message}
          {...register("audience")}
        />
        <TextInputField
          label="Voice and tone"
          placeholder="warm, witty, direct"
          hint={`Up to ${L.voiceWords} words, separated by commas.`}
          error={errors.voice?.message}
          {...register("voice")}
        />
        <TextAreaField
          label="Key messages"
          placeholder="One message per line"
          hint={`Up to ${L.keyMessages}, one per line.`}
          error={errors.keyMessages?.message}
          {...register("keyMessages")}
        />
        <Flex direction="column" gap="2">
          <TextInputField
            label="Colours"
            placeholder="#1A2B3C #F5E6D3"
            hint={`Up to ${L.colors} hex values.`}
            error={errors.colors?.message}
            {...register("colors")}
          />
          <ColorSwatches colors={colors} />
        </Flex>
        <LogoField
          logoUrl={logoUrl}
          onChange={(logo) => {
            setLogoUrl(logo?.url ?? null);
            setValue("logoKey", logo?.key ?? "", { shouldDirty: true });
          }}
        />
        <TextAreaField
          label="Do"
          placeholder="One per line"
          hint={`Up to ${L.rules}, one per line.`}
          error={errors.dos?.message}
          {...register("dos")}
        />
        <TextAreaField
          label="Don't"
          placeholder="One per line"
          hint={`Up to ${L.rules}, one per line.`}
          error={errors.donts?.message}
          {...register("donts")}
        />
        {serverError ? (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Text>{serverError}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            {submitLabel}
          </SubmitButton>
        </Flex>
      </FormStack>
    </Flex>
  );
}

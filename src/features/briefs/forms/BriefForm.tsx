import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Callout, Flex, Select, Text } from "@radix-ui/themes";
import { EyeOpenIcon } from "@radix-ui/react-icons";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { TextInputField } from "@/components/form/TextInputField";
import { BRIEF_LIMITS, TEXTAREA_MAX_HEIGHT_PX, TEXT_MODELS } from "../../../../shared/constants";
import type { BriefForm as BriefFormApi } from "../hooks/useBriefDraftState";
import { BrandProfileField, type BrandProfileFieldProps } from "./BrandProfileField";

export type { BrandProfileFieldProps, BrandProfileOption } from "./BrandProfileField";

export type BriefFormProps = {
  form: BriefFormApi;
  /** Refinement is offered once a brief exists (spec 3). */
  showRefinement: boolean;
  /** The model select is for admins; everyone else gets the deployment's default. */
  isAdmin: boolean;
  /** The brand profile field, for signed-in users (the page composes the brands feature). */
  brandProfileField?: BrandProfileFieldProps | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** What generating costs this person, said before the click. */
  priceLine: string;
  /**
   * Why this person may read the brief but not change it (a viewer of a shared brief), said at
   * the top: the fields are then read-only and the form offers nothing that would be refused.
   */
  readOnlyNote?: string | null;
  onSubmit: () => void;
  /** Under the brand field: 'Reimagine brand', composed by the page. */
  brandTools?: ReactNode;
};

const DEFAULT_MODEL = "default";

/** The brief form (spec 3, 5): the facts every brief needs, with the spec's messages. */
export function BriefForm({
  form,
  showRefinement,
  isAdmin,
  brandProfileField = null,
  busy,
  label,
  busyLabel,
  priceLine,
  readOnlyNote = null,
  onSubmit,
  brandTools = null,
}: BriefFormProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const L = BRIEF_LIMITS;
  // Read-only, not disabled: a viewer can still select and copy the brief's words.
  const readOnly = readOnlyNote !== null;
  // An empty read-only field shows nothing: an example there would read as the brief's words.
  const example = (text: string) => (readOnly ? undefined : text);
  return (
    <FormStack
      aria-label="Creative brief"
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) onSubmit();
      }}
    >
      {readOnly ? (
        <Callout.Root color="gray" variant="surface" size="1">
          <Callout.Icon>
            <EyeOpenIcon />
          </Callout.Icon>
          <Callout.Text>{readOnlyNote}</Callout.Text>
        </Callout.Root>
      ) : null}
      <TextInputField
        label="Brand"
        placeholder={example("Northbound Coffee")}
        error={errors.brand?.message}
        maxLength={L.brand}
        readOnly={readOnly}
        {...register("brand")}
      />
      {readOnly ? null : brandTools}
      {brandProfileField && !readOnly ? (
        <BrandProfileField form={form} field={brandProfileField} />
      ) : null}
      <TextAreaField
        label="Unique selling point (optional)"
        placeholder={example("What only this brand can claim")}
        maxHeight={TEXTAREA_MAX_HEIGHT_PX.uniqueSellingPoint}
        error={errors.uniqueSellingPoint?.message}
        maxLength={L.uniqueSellingPoint}
        readOnly={readOnly}
        {...register("uniqueSellingPoint")}
      />
      <TextAreaField
        label="Target audience"
        placeholder={example("Who we are talking to, and what they care about")}
        error={errors.audience?.message}
        maxLength={L.audience}
        readOnly={readOnly}
        {...register("audience")}
      />
      <TextAreaField
        label="Key message"
        placeholder={example("The one thing they should take away")}
        error={errors.message?.message}
        maxLength={L.message}
        readOnly={readOnly}
        {...register("message")}
      />
      <TextInputField
        label="Tone/style"
        placeholder={example("Warm, witty, confident")}
        error={errors.tone?.message}
        maxLength={L.tone}
        readOnly={readOnly}
        {...register("tone")}
      />
      <TextInputField
        label="Main competitors (optional)"
        placeholder={example("e.g. Blue Bottle, Stumptown")}
        hint="The pre-test’s swap test puts the first one in your brand’s place."
        error={errors.competitors?.message}
        maxLength={L.competitors}
        readOnly={readOnly}
        {...register("competitors")}
      />
      {showRefinement && !readOnly ? (
        <TextAreaField
          label="Refinement (optional)"
          placeholder="What should change? “Make it bolder and add a line about price.”"
          hint="Leave empty to write the brief afresh."
          error={errors.refinement?.message}
          maxLength={L.refinement}
          {...register("refinement")}
        />
      ) : null}
      <TextInputField
        label="Brief title (optional)"
        placeholder={example("Spring launch")}
        error={errors.title?.message}
        maxLength={L.title}
        readOnly={readOnly}
        {...register("title")}
      />
      {isAdmin && !readOnly ? (
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor="brief-model">
                Model
              </Text>
              <Select.Root
                value={field.value || DEFAULT_MODEL}
                onValueChange={(value) => field.onChange(value === DEFAULT_MODEL ? "" : value)}
              >
                <Select.Trigger id="brief-model" />
                <Select.Content>
                  <Select.Item value={DEFAULT_MODEL}>Deployment default</Select.Item>
                  {TEXT_MODELS.map((model) => (
                    <Select.Item key={model.id} value={model.id}>
                      {model.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
        />
      ) : null}
      {readOnly ? null : (
        <Flex direction="column" gap="2">
          <SubmitButton busy={busy} busyLabel={busyLabel} aria-describedby="brief-price">
            {label}
          </SubmitButton>
          <Text id="brief-price" size="2" color="gray" align="center">
            {priceLine}
          </Text>
        </Flex>
      )}
    </FormStack>
  );
}

import { useEffect } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Badge, Button, Flex, Select, Text } from "@radix-ui/themes";
import { messages } from "../../../../shared/errors";
import type { BriefForm as BriefFormApi } from "../hooks/useBriefDraftState";

export type BrandProfileOption = { id: string; name: string };

/**
 * The brief form's brand profile field (spec 3 brandId, 5, 6), given by the page: the brands
 * feature's profiles and dialogs stay outside this feature.
 */
export type BrandProfileFieldProps = {
  profiles: readonly BrandProfileOption[];
  /** The plan's brand profile limit: 0 shows 'Pro Feature'. */
  limit: number;
  /** Opens the brand-profile upgrade teaser. */
  onUpgrade: () => void;
  /** Opens the brand manager. */
  onManage: () => void;
  /** Opens the brand manager on a new profile; offered only below the limit. */
  onAdd: () => void;
};

const NONE = "none";
const FIELD_ID = "brief-brand-profile";

export function BrandProfileField({
  form,
  field: props,
}: {
  form: BriefFormApi;
  field: BrandProfileFieldProps;
}) {
  const { profiles, limit, onUpgrade, onManage, onAdd } = props;
  const chosen = useWatch({ control: form.control, name: "brandId" });
  const known = profiles.some((profile) => profile.id === chosen);
  // A profile deleted elsewhere (or another account's, on a shared brief) is not offered: the
  // form forgets it rather than send an id the server would refuse.
  useEffect(() => {
    if (chosen && !known) form.setValue("brandId", "");
  }, [chosen, known, form]);

  if (limit <= 0) {
    return (
      <Flex direction="column" gap="1" align="start">
        <Text as="div" size="2" weight="medium" id={`${FIELD_ID}-label`}>
          Brand profile
        </Text>
        <Button
          type="button"
          variant="soft"
          size="2"
          onClick={onUpgrade}
          aria-describedby={`${FIELD_ID}-label`}
        >
          <Badge color="amber" variant="solid" size="1">
            Pro
          </Badge>
          {messages.brands.proFeature}
        </Button>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={FIELD_ID}>
        Brand profile
      </Text>
      <Controller
        control={form.control}
        name="brandId"
        render={({ field }) => (
          <Select.Root
            value={known ? field.value : NONE}
            onValueChange={(value) => {
              const profile = profiles.find((candidate) => candidate.id === value);
              field.onChange(profile ? profile.id : "");
              if (profile) form.setValue("brand", profile.name, { shouldValidate: true });
            }}
          >
            <Select.Trigger id={FIELD_ID} />
            <Select.Content>
              <Select.Item value={NONE}>None</Select.Item>
              {profiles.map((profile) => (
                <Select.Item key={profile.id} value={profile.id}>
                  {profile.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        )}
      />
      <Flex gap="3" wrap="wrap">
        {profiles.length < limit ? (
          <Button type="button" variant="ghost" size="1" onClick={onAdd}>
            Add brand profile
          </Button>
        ) : null}
        <Button type="button" variant="ghost" size="1" onClick={onManage}>
          Manage brand profiles
        </Button>
      </Flex>
    </Flex>
  );
}

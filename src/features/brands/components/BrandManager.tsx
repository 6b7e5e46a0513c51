import { useState } from "react";
import { useMutation } from "convex/react";
import { Button, Callout, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { toast } from "@/components/feedback/toast";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { messages } from "../../../../shared/errors";
import {
  EMPTY_BRAND_PROFILE_FORM,
  toBrandProfileForm,
  toBrandProfileInput,
  type BrandProfileFormValues,
} from "../../../../shared/schemas/brandProfile";
import { BrandProfileForm } from "../forms/BrandProfileForm";
import { useMyBrands } from "../hooks/useMyBrands";
import type { BrandProfile } from "../lib/types";
import { BrandProfileList } from "./BrandProfileList";
import "../brands.css";

export type BrandManagerMode = "list" | "new";
type Mode = { kind: "list" } | { kind: "new" } | { kind: "edit"; profile: BrandProfile };

/**
 * The brand manager (spec 2 'brand manager'; /brands/manage): the account's profiles, add
 * (only below the plan's limit), edit, delete, and 'Create from website'. At a limit of 0 it
 * says brand profiles are a Pro feature and offers the upgrade.
 */
export function BrandManager({
  initialMode = "list",
  onUpgrade,
}: {
  initialMode?: BrandManagerMode;
  onUpgrade: () => void;
}) {
  const brands = useMyBrands(true);
  const create = useMutation(api.brands.mutations.create);
  const update = useMutation(api.brands.mutations.update);
  const remove = useMutation(api.brands.mutations.remove);
  const [mode, setMode] = useState<Mode>({ kind: initialMode });

  if (brands.status === "loading") {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner /> <Text size="2">Loading brand profiles…</Text>
      </Flex>
    );
  }
  if (brands.status === "error") {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{messages.brands.loadFailed}</Callout.Text>
        <Flex mt="2">
          <Button size="1" variant="soft" color="red" onClick={brands.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  const { brands: profiles, brandLimit } = brands.data;
  if (brandLimit <= 0) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" color="gray">
          {messages.brands.teaser.description}
        </Text>
        <Button onClick={onUpgrade}>{messages.brands.teaser.upgrade}</Button>
      </Flex>
    );
  }
  const canAdd = profiles.length < brandLimit;

  const save = async (values: BrandProfileFormValues): Promise<string | null> => {
    const input = toBrandProfileInput(values);
    try {
      if (mode.kind === "edit") await update({ brandId: mode.profile.id, ...input });
      else await create(input);
      toast.success(messages.brands.saved);
      setMode({ kind: "list" });
      return null;
    } catch (error) {
      return userFacingMessage(error);
    }
  };

  if (mode.kind === "new" && canAdd) {
    return (
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          New brand profile
        </Heading>
        <BrandProfileForm
          initial={EMPTY_BRAND_PROFILE_FORM}
          initialLogoUrl={null}
          submitLabel="Save brand profile"
          onSave={save}
          onCancel={() => setMode({ kind: "list" })}
        />
      </Flex>
    );
  }
  if (mode.kind === "edit") {
    return (
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          Edit {mode.profile.name}
        </Heading>
        <BrandProfileForm
          initial={toBrandProfileForm({
            ...mode.profile,
            websiteUrl: mode.profile.websiteUrl ?? undefined,
          })}
          initialLogoUrl={mode.profile.logoUrl}
          submitLabel="Save changes"
          onSave={save}
          onCancel={() => setMode({ kind: "list" })}
        />
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray">
          {profiles.length} of {brandLimit} brand profiles
        </Text>
        {canAdd ? (
          <Button onClick={() => setMode({ kind: "new" })}>Add brand profile</Button>
        ) : null}
      </Flex>
      {profiles.length === 0 ? (
        <Text as="p" color="gray">
          No brand profiles yet. Add one by hand, or fill it in from your website.
        </Text>
      ) : (
        <BrandProfileList
          profiles={profiles}
          onEdit={(profile) => setMode({ kind: "edit", profile })}
          onDelete={async (profile) => {
            try {
              await remove({ brandId: profile.id });
              toast.success(messages.brands.deleted);
            } catch (error) {
              toast.error(userFacingMessage(error));
            }
          }}
        />
      )}
    </Flex>
  );
}

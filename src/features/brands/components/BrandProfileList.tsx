import { useState } from "react";
import { AlertDialog, Button, Flex, Text } from "@radix-ui/themes";
import type { BrandProfile } from "../lib/types";
import { ColorSwatches } from "./ColorSwatches";

/** The account's profiles: logo, name, industry and colours, with edit and delete. */
export function BrandProfileList({
  profiles,
  onEdit,
  onDelete,
}: {
  profiles: readonly BrandProfile[];
  onEdit: (profile: BrandProfile) => void;
  onDelete: (profile: BrandProfile) => Promise<void>;
}) {
  const [deleting, setDeleting] = useState<BrandProfile | null>(null);
  return (
    <>
      <ul className="brand-list" aria-label="Your brand profiles">
        {profiles.map((profile) => (
          <li key={profile.id} className="brand-item">
            {profile.logoUrl ? (
              <img className="brand-logo" src={profile.logoUrl} alt={`${profile.name} logo`} />
            ) : (
              <span className="brand-logo brand-logo-empty" aria-hidden="true">
                {profile.name.slice(0, 2).toUpperCase()}
              </span>
            )}
            <Flex direction="column" gap="1" className="brand-item-text">
              <Text weight="medium" className="brand-item-name">
                {profile.name}
              </Text>
              {profile.industry ? (
                <Text size="1" color="gray">
                  {profile.industry}
                </Text>
              ) : null}
              <ColorSwatches colors={profile.colors} />
            </Flex>
            <Flex gap="2" className="brand-item-actions">
              <Button
                size="1"
                variant="soft"
                aria-label={`Edit ${profile.name}`}
                onClick={() => onEdit(profile)}
              >
                Edit
              </Button>
              <Button
                size="1"
                variant="soft"
                color="red"
                aria-label={`Delete ${profile.name}`}
                onClick={() => setDeleting(profile)}
              >
                Delete
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
      <AlertDialog.Root
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
      >
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>Delete {deleting?.name}?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            The profile and its logo are deleted. Briefs you wrote with it keep their text.
          </AlertDialog.Description>
          <Flex gap="3" mt="5" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                Keep it
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button
                color="red"
                onClick={() => {
                  if (deleting) void onDelete(deleting);
                }}
              >
                Delete profile
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}

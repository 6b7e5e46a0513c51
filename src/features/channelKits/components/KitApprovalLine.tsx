import { Text } from "@radix-ui/themes";
import type { KitApproval } from "../lib/types";

export const KIT_APPROVAL_TEXT = {
  approved: (summary: string | null) => `${summary ?? "Approved"}: ready for the platforms.`,
  pending:
    "Not approved yet. Make and check the kit now; ask for a review at the top of the page before it goes to the platforms.",
};

/** One line under the heading: a kit goes to the platforms once the campaign is approved. */
export function KitApprovalLine({ approval }: { approval: KitApproval }) {
  return approval.approved ? (
    <Text size="2" color="green" className="kit-approval">
      <span aria-hidden="true">✓ </span>
      {KIT_APPROVAL_TEXT.approved(approval.summary)}
    </Text>
  ) : (
    <Text size="2" color="amber" className="kit-approval">
      {KIT_APPROVAL_TEXT.pending}
    </Text>
  );
}

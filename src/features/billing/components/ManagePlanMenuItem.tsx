import { useAction } from "convex/react";
import { DropdownMenu } from "@radix-ui/themes";
import { GearIcon } from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { messages, readAppError } from "../../../../shared/errors";
import { redirectTo } from "../lib/redirect";

/**
 * The account menu's 'Manage plan' (issue 15): straight to the billing portal (Stripe's, or the
 * offline test portal) for someone with a plan to manage. The menu mounts its items only while
 * open, so the plan is read then, not on every page.
 */
export function ManagePlanMenuItem() {
  const plan = useLiveQuery("mySubscription", api.billing.queries.mySubscription, {});
  const openPortal = useAction(api.billing.checkout.openBillingPortal);
  if (plan.status !== "ready" || !plan.data.canManage) return null;

  const open = async () => {
    try {
      redirectTo((await openPortal({})).url);
    } catch (error) {
      toast.error(messages.billing.error.title, {
        description: readAppError(error)?.message ?? messages.billing.error.fallback,
      });
    }
  };

  return (
    <DropdownMenu.Item onSelect={() => void open()}>
      <GearIcon aria-hidden />
      Manage plan
    </DropdownMenu.Item>
  );
}

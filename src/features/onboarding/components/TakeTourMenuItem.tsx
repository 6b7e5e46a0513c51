import { DropdownMenu } from "@radix-ui/themes";
import { RocketIcon } from "@radix-ui/react-icons";
import { useOnboardingTour } from "../hooks/useOnboardingTour";

/** 'Take the tour' in the account menu: the welcome tour again, from its first step. */
export function TakeTourMenuItem() {
  const { openTour } = useOnboardingTour();
  return (
    <DropdownMenu.Item onSelect={openTour}>
      <RocketIcon aria-hidden />
      Take the tour
    </DropdownMenu.Item>
  );
}

import { useState } from "react";
import { Box, Button, Dialog, Flex, Progress, Text } from "@radix-ui/themes";
import { ArrowLeftIcon, ArrowRightIcon } from "@radix-ui/react-icons";
import { TOUR_STEPS, tourProgress } from "../lib/tourSteps";
import { InviteColleagueField } from "./InviteColleagueField";

/**
 * The welcome tour (spec 2): Welcome, then steps 1 to 5, with a progress bar, Back (disabled on
 * the first screen), Next, and Get Started on the last, where a colleague can be invited.
 * 'Skip tour', Escape and a click outside all end it like Get Started does: the tour is an offer,
 * never a gate. Radix traps focus inside and gives it back when the tour closes.
 */
export function OnboardingTour({ onFinish }: { onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index] ?? TOUR_STEPS[0];
  const last = index === TOUR_STEPS.length - 1;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onFinish())}>
      <Dialog.Content maxWidth="520px" size={{ initial: "3", sm: "4" }}>
        <Flex justify="between" align="center" gap="3" mb="3">
          <Text size="1" weight="medium" color="gray" className="eyebrow">
            {step.label}
          </Text>
          <Button variant="ghost" color="gray" size="2" onClick={onFinish}>
            Skip tour
          </Button>
        </Flex>
        <Progress
          value={tourProgress(index)}
          size="1"
          aria-label="Tour progress"
          aria-valuetext={`${index + 1} of ${TOUR_STEPS.length}`}
        />
        {/* A steady height while paging, so Next stays under the pointer; the last step has the
            invite instead. */}
        <Box mt="5" style={last ? undefined : { minHeight: "8.5rem" }}>
          <Dialog.Title size={{ initial: "7", sm: "8" }} weight="regular" mb="3">
            {step.title}
          </Dialog.Title>
          <Dialog.Description size="3" color="gray" style={{ textWrap: "pretty" }}>
            {step.text}
          </Dialog.Description>
        </Box>
        {last ? (
          <Box mt="5">
            <InviteColleagueField currentSlide={index} slideTitle={step.name} />
          </Box>
        ) : null}
        <Flex justify="between" align="center" gap="3" mt="6">
          <Button
            variant="soft"
            color="gray"
            size="3"
            disabled={index === 0}
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
          >
            <ArrowLeftIcon aria-hidden />
            Back
          </Button>
          {/* One button that changes its words, so keyboard focus stays on it to the end. */}
          <Button size="3" onClick={last ? onFinish : () => setIndex((i) => i + 1)}>
            {last ? (
              "Get Started"
            ) : (
              <>
                Next
                <ArrowRightIcon aria-hidden />
              </>
            )}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

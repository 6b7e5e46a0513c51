import { Flex, Text } from "@radix-ui/themes";
import { chronological } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";

/** Every past agency, oldest first: the years, the agency in the serif, the position held. */
export function CareerTimeline({ pastAgencies }: Pick<Legend, "pastAgencies">) {
  return (
    <ol className="career-timeline">
      {chronological(pastAgencies).map((agency) => (
        <li key={`${agency.name}-${agency.years}`}>
          <Text as="p" size="2" color="gray" className="career-years">
            {agency.years}
          </Text>
          <Flex direction="column" gap="1">
            <Text as="p" size="5" className="serif career-agency">
              {agency.name}
            </Text>
            <Text as="p" size="2" color="gray">
              {agency.position}
            </Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

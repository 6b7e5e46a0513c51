import { Button, Tooltip } from "@radix-ui/themes";
import { BackpackIcon } from "@radix-ui/react-icons";
import type { Legend } from "../lib/types";

/** 'Legendary Career': every past agency with the position held and the years. */
export function CareerTooltip({ pastAgencies }: Pick<Legend, "pastAgencies">) {
  if (pastAgencies.length === 0) return null;
  return (
    <Tooltip
      content={
        <>
          <span className="tooltip-title">Legendary Career</span>
          {pastAgencies.map((agency) => (
            <span key={`${agency.name}-${agency.years}`} className="tooltip-line">
              <strong>{agency.name}</strong> · {agency.position} · {agency.years}
            </span>
          ))}
        </>
      }
    >
      <Button size="1" variant="ghost" color="gray" className="card-meta-button">
        <BackpackIcon aria-hidden />
        Career
      </Button>
    </Tooltip>
  );
}

import { Button, Tooltip } from "@radix-ui/themes";
import { StarIcon } from "@radix-ui/react-icons";

/** The legend's awards behind a small trigger; the profile page lists them in full. */
export function AwardsTooltip({ awards }: { awards: readonly string[] }) {
  if (awards.length === 0) return null;
  return (
    <Tooltip
      content={
        <>
          <span className="tooltip-title">Awards</span>
          {awards.map((award) => (
            <span key={award} className="tooltip-line">
              {award}
            </span>
          ))}
        </>
      }
    >
      <Button size="1" variant="ghost" color="gray" className="card-meta-button">
        <StarIcon aria-hidden />
        {awards.length === 1 ? "1 award" : `${awards.length} awards`}
      </Button>
    </Tooltip>
  );
}

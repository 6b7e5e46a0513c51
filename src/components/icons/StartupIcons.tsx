import type { SVGProps } from "react";

/*
 * An @radix-ui/react-icons icon (MIT), drawn inline for the home page's first screen: importing
 * the package there pulls a shared chunk of every icon the lazy sections use into the start-up
 * JavaScript. Same 15 × 15 artwork; use the package everywhere else.
 */

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden {...props}>
      <path d={d} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon
      d="M8.14645 3.14645C8.34171 2.95118 8.65829 2.95118 8.85355 3.14645L12.8536 7.14645C13.0488 7.34171 13.0488 7.65829 12.8536 7.85355L8.85355 11.8536C8.65829 12.0488 8.34171 12.0488 8.14645 11.8536C7.95118 11.6583 7.95118 11.3417 8.14645 11.1464L11.2929 8H2.5C2.22386 8 2 7.77614 2 7.5C2 7.22386 2.22386 7 2.5 7H11.2929L8.14645 3.85355C7.95118 3.65829 7.95118 3.34171 8.14645 3.14645Z"
      {...props}
    />
  );
}

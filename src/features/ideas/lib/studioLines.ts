/**
 * What a legend's column says while its job runs: the server's own step first ("Lee Clow is
 * thinking…", which moves as the job moves), then the studio at work in between, so a wait
 * reads like people working rather than a spinner.
 */
const FLAVOUR = [
  (name: string) => `${name} is sketching…`,
  (name: string) => `${name} is trying lines out loud…`,
  (name: string) => `${name} is pinning routes to the wall…`,
  (name: string) => `${name} is arguing with the brief…`,
  (name: string) => `${name} is cutting the weakest route…`,
];

/** How long each line stays before the next one. */
export const STUDIO_LINE_MS = 2600;

export function studioLines(name: string, serverStep: string | null): string[] {
  const lines = FLAVOUR.map((line) => line(name));
  return serverStep ? [serverStep, ...lines] : lines;
}

/** The line for the `tick`th interval since the server's step last changed. */
export function studioLine(name: string, serverStep: string | null, tick: number): string {
  const lines = studioLines(name, serverStep);
  return lines[tick % lines.length];
}

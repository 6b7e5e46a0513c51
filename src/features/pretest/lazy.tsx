import { lazy, Suspense, type ComponentProps } from "react";

/*
 * The pre-test's slots for the page, each a lazy door onto one chunk: the home page's start-up
 * code carries only these few lines, and the chunk arrives with the ideas board.
 */
const load = () => import("./components/pretestSlots");
const BoardTools = lazy(() => load().then((m) => ({ default: m.PretestBoardTools })));
const CardBadges = lazy(() => load().then((m) => ({ default: m.PretestCardBadges })));
const ScoreNote = lazy(() => load().then((m) => ({ default: m.PretestScoreNote })));
const Section = lazy(() => load().then((m) => ({ default: m.PretestSection })));

export function LazyPretestBoardTools(props: ComponentProps<typeof BoardTools>) {
  return (
    <Suspense fallback={null}>
      <BoardTools {...props} />
    </Suspense>
  );
}

export function LazyPretestCardBadges(props: ComponentProps<typeof CardBadges>) {
  return (
    <Suspense fallback={null}>
      <CardBadges {...props} />
    </Suspense>
  );
}

export function LazyPretestScoreNote(props: ComponentProps<typeof ScoreNote>) {
  return (
    <Suspense fallback={null}>
      <ScoreNote {...props} />
    </Suspense>
  );
}

export function LazyPretestSection(props: ComponentProps<typeof Section>) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}

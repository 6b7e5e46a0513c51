import { lazy, Suspense, type ComponentType } from "react";

/*
 * The pre-test's slots for the page, each a lazy door onto one chunk (components/pretestSlots):
 * the home page's start-up code carries only these few lines, and the chunk arrives with the
 * ideas board.
 */
type Slots = typeof import("./components/pretestSlots");
const load = () => import("./components/pretestSlots");

function slot<Props extends object>(pick: (slots: Slots) => ComponentType<Props>) {
  const Component = lazy(() => load().then((slots) => ({ default: pick(slots) })));
  return function LazySlot(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const LazyPretestBoardTools = slot((slots) => slots.PretestBoardTools);
export const LazyPretestCardBadges = slot((slots) => slots.PretestCardBadges);
export const LazyPretestScoreNote = slot((slots) => slots.PretestScoreNote);
export const LazyPretestSection = slot((slots) => slots.PretestSection);

import "../pretest.css";

/*
 * The pre-test's one lazy chunk (src/features/pretest/lazy.tsx loads it): what the page puts
 * into the ideas board's slots. It loads when the board first shows, never with the home page.
 */
export { PretestBoardTools } from "./PretestBoardTools";
export { PretestCardBadges } from "./PretestCardBadges";
export { PretestScoreNote } from "./PretestScoreNote";
export { PretestSection } from "./PretestSection";

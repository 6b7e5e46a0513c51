import { useNavigation } from "react-router-dom";

/**
 * After a click, the current page stays on screen until the next page's code
 * has loaded; this bar shows that something is happening in the meantime.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}

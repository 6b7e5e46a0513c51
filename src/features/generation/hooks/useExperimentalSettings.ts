import { useCallback, useState } from "react";
import { STORAGE_KEYS } from "../../../../shared/constants";
import {
  parseExperimentalState,
  toRequestSettings,
  type ExperimentalState,
} from "../lib/experimentalSettings";

function read(): ExperimentalState {
  try {
    return parseExperimentalState(sessionStorage.getItem(STORAGE_KEYS.experimentalSettings));
  } catch {
    return parseExperimentalState(null);
  }
}

/**
 * An admin's Experimental Mode for this browser session (spec: per session). The server only
 * honours the settings for admins, so this is a convenience, not a permission.
 */
export function useExperimentalSettings() {
  const [state, setState] = useState<ExperimentalState>(read);
  const update = useCallback((change: Partial<ExperimentalState>) => {
    setState((previous) => {
      const next = { ...previous, ...change };
      try {
        sessionStorage.setItem(STORAGE_KEYS.experimentalSettings, JSON.stringify(next));
      } catch {
        // Storage can be unavailable (private mode); the setting then lasts for this page.
      }
      return next;
    });
  }, []);
  return { state, update, requestSettings: toRequestSettings(state) };
}

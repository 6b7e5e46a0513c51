import { STORAGE_KEYS } from "../../../../shared/startupConstants";

/*
 * The spec keeps a "welcomed flag" in session storage. Here it mirrors the server's welcomedAt for
 * this tab: once the user finishes or skips the tour, it is not offered again while that write
 * travels (or if it failed offline), and the status query is not even asked. The server stays the
 * truth across devices. Storage can be unavailable: then only the server decides.
 */

export function readTourMirror(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.tourWelcomed) === "1";
  } catch {
    return false;
  }
}

export function writeTourMirror(welcomed: boolean): void {
  try {
    if (welcomed) sessionStorage.setItem(STORAGE_KEYS.tourWelcomed, "1");
    else sessionStorage.removeItem(STORAGE_KEYS.tourWelcomed);
  } catch {
    // Unavailable: the server's flag alone keeps the tour from coming back.
  }
}

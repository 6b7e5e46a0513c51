import type { Page } from "@playwright/test";

/**
 * Sits between a page and the Convex sync WebSocket, forwarding everything, and can freeze the
 * page's view of the database at a chosen moment: once armed, the first server message that
 * matches is delivered and everything after it is held until `release()`. The real server and
 * client are untouched; this only makes a fleeting state (a legend still working) last long
 * enough to look at.
 */
export async function gateSync(page: Page, holdAfter: (message: string) => boolean) {
  let armed = false;
  let holding = false;
  const held: (() => void)[] = [];
  let onHold = () => {};
  const holdReached = new Promise<void>((resolve) => (onHold = resolve));

  await page.routeWebSocket(/\/api\/[^/]+\/sync$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (holding) {
        held.push(() => ws.send(message));
        return;
      }
      ws.send(message);
      if (armed && typeof message === "string" && holdAfter(message)) {
        holding = true;
        onHold();
      }
    });
  });

  return {
    arm: () => {
      armed = true;
    },
    /** Resolves once a matching message was delivered and the rest are being held. */
    holdReached,
    release: () => {
      armed = false;
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}

import { use, type ReactNode } from "react";
import { backendPromise, isBackendConfigured } from "./loader";

/**
 * Puts Convex's own provider above `children`, once the client is here (suspending until then):
 * only `usePaginatedQuery` reads it (convexReact.ts). Pages other than home are wrapped in one
 * (src/app/router.tsx). Without a configured backend (component tests, which mock
 * `convex/react`), it renders `children` as they are.
 */
export function BackendScope({ children }: { children: ReactNode }) {
  if (!isBackendConfigured()) return children;
  return <Provided>{children}</Provided>;
}

function Provided({ children }: { children: ReactNode }) {
  const { ConvexProvider, client } = use(backendPromise());
  return <ConvexProvider client={client}>{children}</ConvexProvider>;
}

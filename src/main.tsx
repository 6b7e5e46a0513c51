import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { ConvexReactClient } from "convex/react";
import { clientEnv } from "@/config/env";
import { AppProviders } from "@/app/providers";
import { AppTheme } from "@/app/AppTheme";
import { createAppRouter } from "@/app/router";
import { ConfigErrorScreen } from "@/components/feedback/ConfigErrorScreen";
import { createConvexLogger } from "@/lib/convexLogger";

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing the #root element.");
const root = createRoot(container);

if (clientEnv.ok) {
  // Created outside React so StrictMode's double rendering never makes a second client.
  const convex = new ConvexReactClient(clientEnv.env.VITE_CONVEX_URL, {
    logger: createConvexLogger(),
  });
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders convex={convex}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} else {
  root.render(
    <StrictMode>
      <AppTheme>
        <ConfigErrorScreen problems={clientEnv.problems} />
      </AppTheme>
    </StrictMode>,
  );
}

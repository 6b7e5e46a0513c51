import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";

/**
 * The spec's /api/... paths are Convex HTTP actions. In development Vite
 * forwards them to the deployment's site URL so pages and media stay
 * same-origin (the local backend serves them on 127.0.0.1:3211).
 */
const siteUrl = process.env.CONVEX_SITE_URL_FOR_PROXY ?? "http://127.0.0.1:3211";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    host: "localhost",
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      "/api": { target: siteUrl, changeOrigin: false },
    },
    watch: { ignored: ["**/.local-backend/**", "**/test-results/**"] },
  },
  preview: {
    port: Number(process.env.VITE_PORT ?? 4173),
    proxy: {
      "/api": { target: siteUrl, changeOrigin: false },
    },
  },
});

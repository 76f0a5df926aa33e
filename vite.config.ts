import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle is server/app.ts, so Express and the app share one
    // module graph (one database client) in production.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // Native or WASM packages stay in node_modules instead of the bundle.
    external: ["sharp", "@electric-sql/pglite", "pg", "pino", "nodemailer"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle is server/app.ts, so Express and the app share one
    // module graph (one database client) in production.
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            // Zod and the newsletter's rule travel together: every page
            // loads the rule when the visitor reaches the newsletter form,
            // and as one file it needs no list of dependencies in every
            // page's code (the home page's 130 KB budget). Forms that use
            // Zod without that rule (the admin's) load the same file.
            manualChunks: (id: string) =>
              /\/node_modules\/zod\/|\/app\/utils\/(zod|subscribe-schema)\.ts$/.test(
                id,
              )
                ? "zod"
                : undefined,
          },
        },
  },
  ssr: {
    // Native or WASM packages stay in node_modules instead of the bundle.
    external: ["sharp", "@electric-sql/pglite", "pg", "pino", "nodemailer"],
    // Bundled so only the icons the site draws are in the server (required
    // from node_modules, all 1,600 cost 7 MB of heap and 40 MB at start).
    noExternal: ["lucide-react"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));

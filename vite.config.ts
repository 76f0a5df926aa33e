import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import zlib from "node:zlib";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

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
            // The business facts and their helpers are read by
            // the header and footer of every page: one file, not two.
            manualChunks: (id: string) =>
              /\/node_modules\/zod\/|\/app\/(utils\/zod|subscribers\/subscribe-schema)\.ts$/.test(
                id,
              )
                ? "zod"
                : /\/app\/business\/(current|facts)\.ts$/.test(id)
                  ? "business"
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
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The browser's files are compressed once, here, at the highest
    // settings, and served as they are (server/index.ts): 13 % fewer bytes
    // than compressing each response at brotli's quality 4, and no
    // compression work per request. Only /assets is served that way; the
    // few files at the top of build/client (the favicon, the social card)
    // stay single.
    !isSsrBuild &&
      compression({
        include: /^assets\/.+\.(js|css)$/,
        algorithms: [
          defineAlgorithm("brotliCompress", {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        logLevel: "silent",
      }),
  ],
}));

import type { Config } from "@react-router/dev/config";

// The same-run reference for the page benchmarks (bench/pages.ts): a bare
// React Router 7 app, one route, no database.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;

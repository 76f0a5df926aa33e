import type { Config } from "@react-router/dev/config";

// The same-run reference for the page benchmarks (bench/pages.ts): a bare
// React Router 7 app, one route, no database. With REFERENCE_ROUTES=site it
// has the site's route table instead (app/routes.ts) and builds apart.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory:
    process.env.REFERENCE_ROUTES === "site" ? "build-site-routes" : "build",
} satisfies Config;

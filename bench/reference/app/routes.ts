import {
  index,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";
import siteRoutes from "../../../app/routes.ts";

const HOME = "routes/site/home.tsx";

// REFERENCE_ROUTES=site builds the reference with the site's route table:
// the same paths, nesting and ids (React Router derives an id from the
// module's file), the home page is the reference page, and every other
// module is empty (a layout renders only its outlet). bench/route-table.ts
// measures what the number of routes alone costs each request (ADR 0027).
function emptied(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((route) => ({
    ...route,
    id: route.id ?? route.file.replace(/\.tsx?$/, ""),
    file:
      route.file === HOME
        ? "routes/page.tsx"
        : route.children
          ? "routes/outlet.tsx"
          : "routes/empty.tsx",
    children: route.children && emptied(route.children),
  }));
}

export default (process.env.REFERENCE_ROUTES === "site"
  ? emptied(siteRoutes)
  : [index("routes/page.tsx")]) satisfies RouteConfig;

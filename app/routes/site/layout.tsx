import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { HoursNotice } from "#app/components/layout/hours-notice.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLinks } from "#app/components/layout/skip-links.tsx";
import { TextUsButton } from "#app/components/layout/text-us-button.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

// Only a missing post, town or page needs this: loaded when it happens,
// not with every page (the home page's JavaScript budget).
const NotFoundContent = lazy(() =>
  import("#app/components/ui/not-found-content.tsx").then((module) => ({
    default: module.NotFoundContent,
  })),
);

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <SkipLinks />
      <HoursNotice notice={root?.hoursNotice ?? null} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter year={root?.year ?? new Date().getFullYear()} />
      <TextUsButton />
    </>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <Suspense fallback={null}>
          <NotFoundContent />
        </Suspense>
      </Shell>
    );
  }
  throw error;
}

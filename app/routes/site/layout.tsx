import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLinks } from "#app/components/layout/skip-links.tsx";
import { TextUsButton } from "#app/components/layout/text-us-button.tsx";
import { NotFoundContent } from "#app/components/ui/not-found-content.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <SkipLinks />
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
        <NotFoundContent />
      </Shell>
    );
  }
  throw error;
}

import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { reloadUnlessNotSent } from "#app/components/forms/reload-unless-not-sent.ts";
import { business, showBusiness } from "#app/business/current.ts";
import { hoursNotice } from "#app/business/exceptions.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";
import { useNonce } from "#app/utils/nonce.tsx";
import { getEnv } from "#app/utils/env.server.ts";
import { PageLoadingIndicator } from "#app/components/ui/page-loading-indicator.tsx";
import { LazyToaster } from "#app/components/ui/lazy-toaster.tsx";
import { markDocumentHydrated } from "#app/components/ui/server-island.tsx";
import {
  InlineStylesheet,
  SERVER_JSON_LD_ATTRIBUTE,
  ServerStructuredData,
} from "#app/components/layout/server-head.tsx";
import { textLinkClass } from "#app/components/ui/text-link.tsx";

// A form that could not reach the server must not reload the root's data
// from it either: the failure would replace the page and its typed values.
export const shouldRevalidate = reloadUnlessNotSent;

export function loader() {
  return {
    // The browser renders with the facts the server rendered the page with.
    business: business(),
    // Today's New York date is part of the page cache's version, so this
    // changes at midnight there without a restart.
    hoursNotice: hoursNotice(business(), todayInShowroom()),
    siteUrl: getEnv().SITE_URL,
    year: new Date().getFullYear(),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Before anything renders, <Meta /> included: every part reads the facts
  // the server rendered the page with.
  const root = useRouteLoaderData<typeof loader>("root");
  if (root) showBusiness(root.business);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#143d5a" />
        <InlineStylesheet />
        <Meta />
        <Links />
        <ServerStructuredData />
      </head>
      <body className="min-h-screen bg-white font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  useEffect(() => {
    // End-to-end and CSP checks wait for this mark.
    document.documentElement.dataset.hydrated = "true";
    markDocumentHydrated();
  }, []);
  // JSON-LD that a loader built is in the server's HTML only; once the
  // visitor moves to another page it no longer describes what is shown.
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    for (const script of document.querySelectorAll(
      `script[${SERVER_JSON_LD_ATTRIBUTE}]`,
    ))
      script.remove();
  }, [pathname]);
  return (
    <>
      {navigation.state === "loading" ? <PageLoadingIndicator /> : null}
      <Outlet />
      <LazyToaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <title>{`${status === 404 ? "Page not found" : "Something went wrong"} | ${business().name}`}</title>
      <h1 className="text-3xl font-bold">
        {status === 404 ? "Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-lg">
        {status === 404
          ? "We couldn't find that page."
          : "We're sorry: this page could not be shown. Please try again in a moment."}
      </p>
      <p className="mt-6">
        <a className={textLinkClass()} href="/">
          Go to the home page
        </a>{" "}
        or call us at{" "}
        <a className={textLinkClass()} href={`tel:${business().phone.tel}`}>
          {business().phone.display}
        </a>
        .
      </p>
    </main>
  );
}

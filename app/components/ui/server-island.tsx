import {
  type ComponentType,
  createContext,
  lazy,
  type ReactElement,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";

// Static page sections that the browser shows but never hydrates (ADR 0012).
// The server renders the section. While the page hydrates, the browser keeps
// the server's HTML untouched: React does not look inside an element whose
// inner HTML it was given, so the section's code and copy are not part of the
// page's JavaScript. When the page is reached by a client-side navigation
// there is no server HTML, and the section's code is loaded then.

let documentHydrated = false;

/**
 * On the server, the HTML of an island's section, rendered once and kept
 * while the content stays the same (app/utils/island-html.server.tsx): the
 * footer or a page's static sections are not rendered again on every
 * request. `island` names the island and `propsKey` what it shows; with
 * `dependsOnLocation` the HTML is kept per address.
 */
export type IslandHtml = (
  island: string,
  propsKey: string,
  section: () => ReactElement,
  dependsOnLocation: boolean,
) => Promise<string>;

export const IslandHtmlContext = createContext<IslandHtml | null>(null);

let islandCount = 0;

/** Called once by the root after hydration. */
export function markDocumentHydrated() {
  documentHydrated = true;
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * `dependsOnLocation`: the section shows where the visitor is (a NavLink's
 * current page), so its server HTML is kept per address, not shared by
 * every page.
 */
export function serverIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { dependsOnLocation = false } = {},
) {
  const Section = lazy(() =>
    load().then((Component) => ({ default: Component })),
  );
  const islandId = `i${++islandCount}`;
  return function ServerIsland(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    const islandHtml = useContext(IslandHtmlContext);
    // Decided on the first render: during hydration, keep the server's HTML.
    const [keepServerHtml, setKeepServerHtml] = useState(
      () => !import.meta.env.SSR && !documentHydrated,
    );
    // The server's HTML shows these props. A client-side navigation within
    // the same route (another service, post or town) brings other props, and
    // the section is rendered for them; a revalidation that brings the same
    // data keeps the HTML.
    const propsKey = JSON.stringify(props);
    const [serverPropsKey] = useState(propsKey);
    const showServerHtml = keepServerHtml && propsKey === serverPropsKey;

    useEffect(() => {
      const element = ref.current;
      if (!showServerHtml || !element) return;
      // React rendered the page from scratch (a failed hydration): there is
      // no server HTML to keep, so render the section instead.
      if (!element.firstChild) {
        setKeepServerHtml(false);
        return;
      }
      // Links in kept HTML are plain anchors: route same-site clicks through
      // the router as <Link> would.
      function followLink(event: MouseEvent) {
        const anchor = (event.target as Element | null)?.closest("a");
        if (
          !anchor ||
          !isPlainLeftClick(event) ||
          anchor.target ||
          anchor.hasAttribute("download") ||
          anchor.origin !== window.location.origin ||
          (anchor.hash && anchor.pathname === window.location.pathname)
        )
          return;
        event.preventDefault();
        void navigate(anchor.pathname + anchor.search + anchor.hash);
      }
      element.addEventListener("click", followLink);
      return () => element.removeEventListener("click", followLink);
    }, [showServerHtml, navigate]);

    if (islandHtml) {
      const html = use(
        islandHtml(
          islandId,
          propsKey,
          () => <Section {...props} />,
          dependsOnLocation,
        ),
      );
      return (
        <div
          key="rendered"
          className="contents"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    }

    // Distinct keys: React replaces the element that holds the server's HTML
    // instead of adding the section's children to it.
    if (showServerHtml) {
      return (
        <div
          key="server-html"
          ref={ref}
          className="contents"
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div key="rendered" ref={ref} className="contents">
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  };
}

import {
  type ComponentType,
  lazy,
  Suspense,
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

export function serverIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) {
  const Section = lazy(() =>
    load().then((Component) => ({ default: Component })),
  );
  return function ServerIsland(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
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

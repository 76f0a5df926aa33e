import { createContext, useContext } from "react";
import { useNonce } from "#app/utils/nonce.tsx";

// What only the server writes into a page's head (ADR 0012): the site's whole
// stylesheet, so the first paint waits for no stylesheet request, and the
// JSON-LD that loaders built, so its builders and copy never ship to the
// browser. Only app/entry.server.tsx provides the values; in the browser they
// are empty.
export interface ServerHead {
  stylesheet: string;
  structuredData: readonly object[];
}

const ServerHeadContext = createContext<ServerHead>({
  stylesheet: "",
  structuredData: [],
});

export const ServerHeadProvider = ServerHeadContext.Provider;

// Hydration keeps the server's <style> element as it is: React does not
// compare the inner HTML of an element it hydrates, and later renders pass
// the same empty value, so React never writes to it.
export function InlineStylesheet() {
  const nonce = useNonce();
  const { stylesheet } = useContext(ServerHeadContext);
  return (
    <style
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: stylesheet }}
      suppressHydrationWarning
    />
  );
}

// `<`, `>` and `&` are escaped so no text can close the script element.
function jsonForScript(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export const SERVER_JSON_LD_ATTRIBUTE = "data-server-json-ld";

// Rendered last in the head: hydration passes over extra elements at the end
// of <head>, and the root removes them on the first client navigation, when
// they no longer describe the page shown.
export function ServerStructuredData() {
  const { structuredData } = useContext(ServerHeadContext);
  return structuredData.map((block, index) => (
    <script
      key={index}
      type="application/ld+json"
      {...{ [SERVER_JSON_LD_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: jsonForScript(block) }}
    />
  ));
}

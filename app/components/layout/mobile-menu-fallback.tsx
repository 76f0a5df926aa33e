import type { Ref } from "react";
import { serverIsland } from "#app/components/ui/server-island.tsx";
import { MOBILE_MENU_FALLBACK_ID } from "./mobile-menu-fallback-id.ts";

// The popover's content is a server island (ADR 0012): the browser keeps
// the server's HTML, so the popover adds no code to the page's JavaScript.
// Its links mark the current page, so its HTML is kept per address.
const Content = serverIsland(
  () =>
    import("./mobile-menu-fallback-content.tsx").then(
      (module) => module.MobileMenuFallbackContent,
    ),
  { dependsOnLocation: true },
);

/**
 * The phone menu before hydration and without JavaScript (ADR 0014): a
 * native popover opened by the Menu button's `popovertarget`, with the
 * platform's light dismiss and Escape. Styled as the panel it stands in for.
 */
export function MobileMenuFallback({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      id={MOBILE_MENU_FALLBACK_ID}
      popover="auto"
      className="fixed inset-y-0 right-0 left-auto m-0 h-auto max-h-none w-[88%] max-w-xs overflow-y-auto border-0 bg-white p-5 text-ink shadow-xl backdrop:bg-black/50"
    >
      <Content />
    </div>
  );
}

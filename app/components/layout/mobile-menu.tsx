import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { MobileMenuFallback } from "./mobile-menu-fallback.tsx";
import { MOBILE_MENU_FALLBACK_ID } from "./mobile-menu-fallback-id.ts";

const MobileMenuPanel = lazy(() => import("./mobile-menu-panel.tsx"));

export function MobileMenu() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fallbackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The panel remembers the page it was opened on, so any route change
  // closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  // The panel's code is fetched when a visitor reaches for the button
  // (touch, hover or focus), so it is ready by the time they tap.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  // A tap before hydration opened the native popover: the panel takes over,
  // and closes the popover once it is on screen.
  useEffect(() => {
    if (fallbackRef.current?.matches(":popover-open")) {
      setWanted(true);
      setOpenedOn(window.location.pathname);
    }
  }, []);
  // A link followed in the popover before the panel took over still closes
  // it, as a route change closes the panel.
  useEffect(() => {
    const fallback = fallbackRef.current;
    return () => fallback?.hidePopover();
  }, [pathname]);

  return (
    <>
      <button
        ref={buttonRef}
        id="mobile-menu-button"
        type="button"
        // Until hydration the platform opens the popover; afterwards the
        // panel does, and the platform's own expanded state gives way.
        popoverTarget={hydrated ? undefined : MOBILE_MENU_FALLBACK_ID}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-expanded={hydrated ? open : undefined}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onClick={() => {
          want();
          if (hydrated) setOpenedOn(pathname);
        }}
        className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        Menu
      </button>
      <MobileMenuFallback ref={fallbackRef} />
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={(next) => setOpenedOn(next ? pathname : null)}
            returnFocusTo={buttonRef}
            onShown={() => fallbackRef.current?.hidePopover()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

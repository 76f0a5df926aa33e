import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";

const MobileMenuPanel = lazy(() => import("./mobile-menu-panel.tsx"));

export function MobileMenu() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The panel remembers the page it was opened on, so any route change
  // closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  // The panel's code is fetched when a visitor reaches for the button
  // (touch, hover or focus), so it is ready by the time they tap.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  return (
    <>
      <button
        ref={buttonRef}
        id="mobile-menu-button"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpenedOn(pathname);
        }}
        className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        Menu
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={(next) => setOpenedOn(next ? pathname : null)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}

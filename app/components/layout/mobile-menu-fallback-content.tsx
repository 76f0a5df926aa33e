import { X } from "lucide-react";
import { MOBILE_MENU_FALLBACK_ID } from "./mobile-menu-fallback-id.ts";
import { MobileMenuLinks } from "./mobile-menu-links.tsx";

/** What the popover menu holds: rendered on the server only (an island). */
export function MobileMenuFallbackContent() {
  return (
    <>
      <div className="flex items-center justify-between">
        <p className="text-lg font-bold text-brand-800">Menu</p>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_FALLBACK_ID}
          popoverTargetAction="hide"
          className="rounded-md p-2 text-ink hover:bg-brand-50"
          aria-label="Close menu"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <MobileMenuLinks />
    </>
  );
}

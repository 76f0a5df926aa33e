import * as Dialog from "@radix-ui/react-dialog";
import { MapPin, Phone, X } from "lucide-react";
import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import {
  business,
  directionsUrl,
  fullAddress,
  telHref,
} from "#app/content/business.ts";
import { mainNavigation } from "#app/content/navigation.ts";
import { VoiceSearchSlot } from "./voice-search-slot.tsx";

// SPEC section 2: focus goes back to the menu button 10 ms after closing.
const FOCUS_RETURN_DELAY_MS = 10;

/**
 * The phone menu: a right-side modal panel (Radix Dialog: focus trap,
 * Escape, backdrop, scroll lock). Loaded only when a visitor reaches for
 * the menu button.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-backdrop"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            setTimeout(
              () => returnFocusTo.current?.focus(),
              FOCUS_RETURN_DELAY_MS,
            );
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[88%] max-w-xs flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-800">
              Menu
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-md p-2 text-ink hover:bg-brand-50"
                aria-label="Close menu"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="flex flex-col">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end={item.href === "/"}
                    className={({ isActive }) =>
                      `block rounded px-3 py-3 text-base font-medium hover:bg-brand-50 ${
                        isActive ? "text-brand-700 underline" : "text-ink"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 flex flex-col gap-3 border-t border-black/10 pt-4">
            <VoiceSearchSlot />
            <Link
              to="/contact"
              className="rounded-md bg-accent-700 px-4 py-3 text-center font-semibold text-white hover:bg-accent-600"
            >
              Schedule Showroom Visit
            </Link>
            <a
              href={telHref}
              className="flex items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-800"
            >
              <Phone aria-hidden="true" className="size-5" />
              Call {business.phone.display}
            </a>
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-start gap-2 px-1 text-sm text-muted hover:underline"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {fullAddress}
                <span className="sr-only">
                  {" "}
                  (opens directions in a new tab)
                </span>
              </span>
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { MobileMenuLinks } from "./mobile-menu-links.tsx";
import { VoiceSearchSlot } from "./voice-search-slot.tsx";

// docs/product.md, "Pages and routes": focus goes back to the menu button 10 ms after closing.
const FOCUS_RETURN_DELAY_MS = 10;

/**
 * The phone menu: a right-side modal panel (Radix Dialog: focus trap,
 * Escape, a click outside). Loaded only when a visitor reaches for
 * the menu button. `onShown` lets the native popover that answered a tap
 * before hydration step aside once the panel is on screen, with no gap.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
  onShown,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onShown: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain backdrop, not Radix's Overlay: that one locks scrolling
            by injecting a <style> element, which the hash-based CSP of a
            shared page refuses (ADR 0023). app.css locks scrolling while
            the panel is open; a click here is a click outside the panel. */}
        <div
          aria-hidden="true"
          data-testid="mobile-menu-backdrop"
          className="pointer-events-auto fixed inset-0 z-50 bg-black/50"
        />
        <Dialog.Content
          data-mobile-menu-panel=""
          aria-describedby={undefined}
          onOpenAutoFocus={onShown}
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
          <MobileMenuLinks voiceSearch={<VoiceSearchSlot />} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

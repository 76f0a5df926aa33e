import * as Tooltip from "@radix-ui/react-tooltip";
import {
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "./tooltip-timing.ts";

// Radix Tooltip, loaded when the browser is idle (info-tip.tsx): one provider
// per group of triggers carries the product's delays
// (docs/product.md, "Constants").

export function TooltipGroupProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </Tooltip.Provider>
  );
}

/**
 * True from a scroll event until the animation frames of the same rendering
 * update have run, so no input event can fall inside it.
 */
function useScrollInProgress() {
  const scrolling = useRef(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      scrolling.current = true;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        scrolling.current = false;
      });
    };
    // Registered before Radix's own listener (which comes with the open
    // tooltip), so the flag is set when Radix asks to close.
    window.addEventListener("scroll", onScroll, { capture: true });
    return () => {
      window.removeEventListener("scroll", onScroll, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, []);
  return scrolling;
}

export function TooltipFor({
  trigger,
  text,
}: {
  trigger: ReactElement;
  text: string;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const scrolling = useScrollInProgress();
  // Radix closes a tooltip whenever the page scrolls. When Tab reaches a
  // trigger out of view, the browser scrolls it in one frame after focus
  // opened the tooltip, so a keyboard user would never see it. A tooltip
  // opened by focus stays until focus leaves or Escape (WCAG 1.4.13); it
  // follows its trigger while the page scrolls.
  const onOpenChange = (next: boolean) => {
    const focused = document.activeElement === triggerRef.current;
    if (!next && focused && scrolling.current) return;
    setOpen(next);
  };
  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip.Trigger asChild ref={triggerRef}>
        {trigger}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          onEscapeKeyDown={() => setOpen(false)}
          className="z-50 max-w-xs rounded-md bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg"
        >
          {text}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

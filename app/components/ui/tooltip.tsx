import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "./tooltip-timing.ts";

// Radix Tooltip, loaded when the browser is idle (info-tip.tsx): one provider
// per group of triggers carries SPEC's delays.

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

export function TooltipFor({
  trigger,
  text,
}: {
  trigger: ReactElement;
  text: string;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg"
        >
          {text}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

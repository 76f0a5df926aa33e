import { Info } from "lucide-react";
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { whenIdle } from "#app/components/voice-search/idle.ts";
import type * as TooltipParts from "./tooltip.tsx";

// Small "more about this" buttons with a Radix tooltip (docs/product.md, "Constants"). What
// a tooltip says is extra: the page says it too, and touch screens never
// show tooltips. Radix Tooltip (about 12 KB) loads once the browser is idle
// after hydration, so it is not part of the page's first JavaScript
// (ADR 0012); until then, and with JavaScript off, the buttons are there but
// show nothing.

type TooltipModule = typeof TooltipParts;

const TooltipModuleContext = createContext<TooltipModule | null>(null);

let modulePromise: Promise<TooltipModule> | undefined;
const loadTooltipModule = () => (modulePromise ??= import("./tooltip.tsx"));

/** Groups info tips under one provider, so the skip delay spans the group. */
export function InfoTipGroup({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [module, setModule] = useState<TooltipModule | null>(null);
  // Switching to Radix re-creates the triggers; focus stays where it was.
  const focusedTip = useRef<string | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        loadTooltipModule().then(
          (loaded) => {
            const active = document.activeElement;
            focusedTip.current =
              active instanceof HTMLElement && ref.current?.contains(active)
                ? (active.dataset.infoTip ?? null)
                : null;
            setModule(() => loaded);
          },
          // Without the tooltip code the page works as with JavaScript off.
          () => undefined,
        );
      }),
    [],
  );

  useLayoutEffect(() => {
    if (!module || focusedTip.current === null) return;
    ref.current
      ?.querySelector<HTMLElement>(
        `[data-info-tip="${CSS.escape(focusedTip.current)}"]`,
      )
      ?.focus();
  }, [module]);

  return (
    <div
      ref={ref}
      className="contents"
      data-tooltips-ready={module ? "" : undefined}
    >
      {module ? (
        <module.TooltipGroupProvider>
          <TooltipModuleContext value={module}>{children}</TooltipModuleContext>
        </module.TooltipGroupProvider>
      ) : (
        children
      )}
    </div>
  );
}

/** An info button whose tooltip says `text`; `label` names the button. */
export function InfoTip({
  id,
  label,
  text,
}: {
  id: string;
  label: string;
  text: string;
}) {
  const module = useContext(TooltipModuleContext);
  const trigger = (
    <button
      type="button"
      data-info-tip={id}
      aria-label={label}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
    >
      <Info aria-hidden="true" className="size-4" />
    </button>
  );
  if (!module) return trigger;
  return <module.TooltipFor trigger={trigger} text={text} />;
}

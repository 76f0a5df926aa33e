import { MessageSquare } from "lucide-react";
import { business } from "#app/business/current.ts";
import { smsHref } from "#app/business/facts.ts";

// docs/product.md, "Pages and routes": a floating text-message button on small screens.
export function TextUsButton() {
  return (
    <aside aria-label="Text us" className="contents">
      <a
        href={smsHref(business())}
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-accent-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-accent-600 md:hidden"
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        Text Us Now
      </a>
    </aside>
  );
}

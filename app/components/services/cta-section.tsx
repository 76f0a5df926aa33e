import { CtaButtons } from "./cta-buttons.tsx";

/** A closing call to action: heading, one paragraph and the three buttons. */
export function CtaSection({
  id,
  heading,
  children,
  tone = "dark",
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby={id}
      className={dark ? "bg-brand-900 text-white" : "bg-brand-50"}
    >
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2
          id={id}
          className={`text-2xl font-bold sm:text-3xl ${dark ? "" : "text-brand-900"}`}
        >
          {heading}
        </h2>
        <p
          className={`mt-3 max-w-3xl text-lg ${dark ? "text-brand-100" : "text-muted"}`}
        >
          {children}
        </p>
        <CtaButtons tone={tone} className="mt-6" />
      </div>
    </section>
  );
}

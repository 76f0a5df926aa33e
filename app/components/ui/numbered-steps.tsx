// The financing page and the service pages show the same kind of list in
// their own layout. The number circles are hidden from screen readers, which
// read "Step 2: " before a title instead.
const looks = {
  // The financing page: one column of short steps in larger type.
  column: {
    list: "mt-6 grid gap-4",
    item: "bg-white p-5",
    badge: "bg-brand-700",
    heading: "text-xl",
    text: "mt-1 text-lg",
  },
  // A service page: a grid of cards.
  grid: {
    list: "mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
    item: "p-6",
    badge: "bg-brand-800",
    heading: "text-lg",
    text: "mt-2 leading-relaxed text-muted",
  },
};

/** Steps in order, each with its number in a circle beside it. */
export function NumberedSteps({
  steps,
  look,
}: {
  steps: readonly { title: string; text: string }[];
  look: keyof typeof looks;
}) {
  const style = looks[look];
  return (
    <ol className={style.list}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`flex gap-4 rounded-lg border border-brand-100 ${style.item}`}
        >
          <span
            aria-hidden="true"
            className={`flex size-10 shrink-0 items-center justify-center rounded-full ${style.badge} text-lg font-bold text-white`}
          >
            {index + 1}
          </span>
          <div>
            <h3 className={`${style.heading} font-semibold text-brand-900`}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={style.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

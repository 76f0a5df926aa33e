// About 30 KB of static HTML: the size of a plain content page.
const SECTIONS = Array.from({ length: 68 }, (_, i) => i + 1);

export function meta() {
  return [{ title: "Reference page" }];
}

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      {SECTIONS.map((n) => (
        <section key={n} aria-labelledby={`s${n}`}>
          <h2 id={`s${n}`}>Section {n}</h2>
          <p>
            A kitchen remodel starts with a visit to the showroom, where the
            cabinets, counters and tiles can be seen and touched. We measure the
            room, draw the plan, order what was chosen and build it, with one
            person to call from the first visit to the last detail.
          </p>
          <p>
            <a href={`#s${n}`}>Back to section {n}</a>
          </p>
        </section>
      ))}
    </main>
  );
}

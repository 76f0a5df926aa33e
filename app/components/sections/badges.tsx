import { badges, type BadgeMark } from "#app/content/home.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// The round seal behind the star and the check.
function Seal() {
  return (
    <>
      <circle cx="24" cy="24" r="21" className="fill-brand-700" />
      <circle
        cx="24"
        cy="24"
        r="17"
        className="fill-none stroke-brand-100"
        strokeWidth={1.5}
      />
    </>
  );
}

// Original, simple marks drawn for this site: they stand for the kind of
// credential (a shield, a star, a rosette or a check), never for another
// organization's logo.
function Mark({ kind }: { kind: BadgeMark }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 48 48"
      xmlns="http://www.w3.org/2000/svg"
      className="size-12 shrink-0"
    >
      {kind === "shield" ? (
        <>
          <path
            d="M24 3 41 9.5V22c0 11-7.2 19.3-17 23C14.2 41.3 7 33 7 22V9.5Z"
            className="fill-brand-700"
          />
          <path
            d="M24 8.5 36 13v9c0 8-5 14.3-12 17.3-7-3-12-9.3-12-17.3v-9Z"
            className="fill-none stroke-brand-100"
            strokeWidth={1.5}
          />
          <path
            d="m17 23.5 5 5 9.5-10"
            className="fill-none stroke-white"
            strokeWidth={3.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : null}
      {kind === "star" ? (
        <>
          <Seal />
          <path
            d="m24 11.5 3.7 7.6 8.3 1.2-6 5.8 1.4 8.3L24 30.5l-7.4 3.9 1.4-8.3-6-5.8 8.3-1.2Z"
            className="fill-white"
          />
        </>
      ) : null}
      {kind === "ribbon" ? (
        <>
          <path d="M15 28 9 45l7-3 4 6 5-15Z" className="fill-brand-600" />
          <path d="M33 28 39 45l-7-3-4 6-5-15Z" className="fill-brand-600" />
          <circle cx="24" cy="19" r="16" className="fill-brand-700" />
          <circle
            cx="24"
            cy="19"
            r="11.5"
            className="fill-none stroke-white"
            strokeWidth={2}
          />
          <path
            d="m24 12.5 2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7Z"
            className="fill-white"
          />
        </>
      ) : null}
      {kind === "check" ? (
        <>
          <Seal />
          <path
            d="m15 24.5 6 6 12-13"
            className="fill-none stroke-white"
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : null}
    </svg>
  );
}

export function Badges() {
  return (
    <section aria-labelledby="badges-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <Heading level={2} look="section" id="badges-heading">
          Credentials and recognition
        </Heading>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">
          The memberships, certifications and ratings behind our work, so you
          know who you are letting into your home.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {badges().map((badge) => (
            <li
              key={badge.id}
              className="flex gap-4 rounded-lg border border-brand-100 bg-brand-50 p-4"
            >
              <Mark kind={badge.mark} />
              <div>
                <p className="font-semibold text-brand-900">{badge.label}</p>
                <p className="mt-1 text-sm leading-relaxed text-muted">
                  {badge.detail}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { TextLink } from "./text-link.tsx";

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <TextLink to={crumb.path} tone="inline">
                    {crumb.name}
                  </TextLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function PageIntro({
  title,
  lead,
  trail,
  children,
}: {
  title: string;
  lead: string;
  trail?: Crumb[];
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        {trail ? <Breadcrumbs trail={trail} /> : null}
        <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p>
        {children}
      </div>
    </div>
  );
}

export function Prose({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-lg leading-relaxed [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline">
      {children}
    </div>
  );
}

import {
  inspirationCategoryLabel,
  inspirationSourceLabel,
} from "#app/components/inspiration/categories.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { AdminInspirationItem } from "#app/models/inspiration-admin.server.ts";
import { ChangeButton, ConfirmDelete } from "./list-actions.tsx";

/** The owner's design ideas: source, category, status and buttons. */
export function InspirationAdminList({
  ideas,
  returnTo,
}: {
  ideas: AdminInspirationItem[];
  returnTo: string;
}) {
  if (ideas.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
        No ideas here.{" "}
        <TextLink to="/admin/inspiration/new">Add an idea</TextLink>.
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-4" aria-label="Design ideas">
      {ideas.map((idea) => (
        <li
          key={idea.id}
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
        >
          <h2 className="text-lg font-semibold">
            <TextLink to={`/admin/inspiration/${idea.id}`}>
              {idea.title}
            </TextLink>
          </h2>
          <p className="mt-1 text-sm text-muted">
            {inspirationSourceLabel(idea.sourceType)} ·{" "}
            {inspirationCategoryLabel(idea.category)} ·{" "}
            <strong
              className={idea.isPublished ? "text-green-800" : "text-red-700"}
            >
              {idea.isPublished ? "Published" : "Hidden"}
            </strong>
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            <ChangeButton
              intent={idea.isPublished ? "unpublish" : "publish"}
              id={idea.id}
              returnTo={returnTo}
              item={idea.title}
            >
              {idea.isPublished ? "Hide" : "Publish"}
            </ChangeButton>
            <ConfirmDelete
              id={idea.id}
              name={idea.title}
              returnTo={returnTo}
              consequence="It leaves the design inspiration page at once."
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { Route } from "./+types/subscribers-import";
import { requireAdmin } from "#app/auth/session.server.ts";
import { SubscriberImport } from "#app/components/admin/subscriber-import.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { importStep } from "#app/subscribers/import.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";

// /admin/email-marketing/import: a subscriber list from a CSV file, in two
// steps (app/subscribers/import.server.ts).

export const meta = () => adminHead("Import subscribers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return importStep(request, await requireAdmin(request));
}

export default function SubscribersImport({
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <p>
        <TextLink to="/admin/email-marketing" className="inline-block py-2">
          All subscribers
        </TextLink>
      </p>
      <Heading level={1} look="page" className="mt-2">
        Import subscribers
      </Heading>
      <p className="mt-2 max-w-2xl text-muted">
        Add people from a spreadsheet or another mailing service, saved as a CSV
        file. Only import people who asked for your newsletter.
      </p>
      <SubscriberImport step={actionData} />
    </>
  );
}

import type { Route } from "./+types/gallery";
import { listGalleryProjectsForAdmin } from "#app/models/admin-overview.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { projects: await listGalleryProjectsForAdmin() };
}

export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Gallery management</h1>
      <p className="mt-2 text-muted">
        Before and after projects shown on the public gallery, in display order.
      </p>
      <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Gallery projects</caption>
          <thead className="border-b border-black/10 bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="px-4 py-3">
                Title
              </th>
              <th scope="col" className="px-4 py-3">
                Category
              </th>
              <th scope="col" className="px-4 py-3">
                Location
              </th>
              <th scope="col" className="px-4 py-3">
                Featured
              </th>
              <th scope="col" className="px-4 py-3">
                Published
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.projects.map((project) => (
              <tr key={project.id} className="border-b border-black/5">
                <td className="px-4 py-3">{project.sortOrder}</td>
                <td className="px-4 py-3 font-medium">{project.title}</td>
                <td className="px-4 py-3">{project.category}</td>
                <td className="px-4 py-3">{project.location}</td>
                <td className="px-4 py-3">{project.featured ? "Yes" : "No"}</td>
                <td className="px-4 py-3">
                  {project.isPublished ? "Yes" : "No"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import { data } from "react-router";
import type { Route } from "./+types/blog-preview";
import { requireAdmin } from "#app/auth/session.server.ts";
import { MAX_POST_CONTENT } from "#app/blog/post-schema.ts";
import { renderMarkdown } from "#app/utils/markdown.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /admin/blog/preview: the editor's Markdown as the public page will
 * show it, through the same renderer and sanitiser.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const body = await readBody(request);
  if (!body.ok) {
    return data(
      { message: body.message },
      { status: body.status, headers: NO_STORE },
    );
  }
  const content = body.fields.content;
  if (typeof content !== "string") {
    return data(
      { message: "The preview could not be read. Please try again." },
      { status: 400, headers: NO_STORE },
    );
  }
  if (content.length > MAX_POST_CONTENT) {
    return data(
      {
        message: `The post is too long to preview: please keep it under ${MAX_POST_CONTENT.toLocaleString("en-US")} characters.`,
      },
      { status: 413, headers: NO_STORE },
    );
  }
  return data({ html: renderMarkdown(content) }, { headers: NO_STORE });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(
    { message: "Use POST to preview a post." },
    { status: 405, headers: { Allow: "POST", ...NO_STORE } },
  );
}

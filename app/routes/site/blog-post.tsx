import type { Route } from "./+types/blog-post";

// Blog posts arrive with the content-pages issue; until a post exists,
// every slug is a 404.
export function loader(_: Route.LoaderArgs) {
  throw new Response("Not found", { status: 404 });
}

export default function BlogPost() {
  return null;
}

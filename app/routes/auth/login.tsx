import { Form, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { business } from "#app/business/current.ts";
import { signIn } from "#app/auth/sign-in.server.ts";
import { getSessionUser } from "#app/auth/session.server.ts";
import { sameSitePath } from "#app/utils/same-site-path.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formPageHeaders } from "#app/utils/page-headers.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// A refusal's Retry-After reaches the browser; like every admin page, the
// sign-in page is kept by no cache at all.
export const headers: Route.HeadersFunction = (args) => {
  const headers = formPageHeaders(args);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export function meta() {
  return [
    { title: `Sign in | ${business().name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(sameSitePath(redirectTo, "/admin"));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signIn(request, context.clientKey);
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <Heading level={1} look="page">
        Sign in
      </Heading>
      <p className="mt-2 text-muted">
        Staff sign-in for the {business().name} admin.
      </p>
      <Form
        method="post"
        className="mt-8 space-y-5"
        aria-describedby={actionData?.error ? "login-error" : undefined}
      >
        <input
          type="hidden"
          name="redirectTo"
          value={searchParams.get("redirectTo") ?? "/admin"}
        />
        <div>
          <label htmlFor="username" className="block font-semibold">
            Username
          </label>
          <input
            id="username"
            name="username"
            autoComplete="username"
            required
            className="mt-1 w-full rounded-md border border-black/30 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="password" className="block font-semibold">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 w-full rounded-md border border-black/30 px-3 py-2"
          />
        </div>
        {actionData?.error ? (
          <p id="login-error" role="alert" className="font-medium text-red-700">
            {actionData.error}
          </p>
        ) : null}
        <Button type="submit" tone="brand" className="w-full">
          Sign in
        </Button>
      </Form>
    </main>
  );
}

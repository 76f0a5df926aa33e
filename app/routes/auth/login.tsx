import {
  data,
  Form,
  redirect,
  useActionData,
  useSearchParams,
} from "react-router";
import { z } from "#app/utils/zod.ts";
import type { Route } from "./+types/login";
import { business } from "#app/content/business.ts";
import { findUserByUsername } from "#app/models/users.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  isPasswordTooLong,
  verifyPassword,
} from "#app/utils/password.server.ts";
import { rateLimitHeaders } from "#app/utils/rate-limit.server.ts";
import {
  hitRateLimit,
  resetRateLimit,
} from "#app/models/rate-limits.server.ts";
import {
  createSessionCookie,
  getSessionUser,
  safeRedirectPath,
} from "#app/auth/session.server.ts";
import { Button } from "#app/components/ui/button.tsx";

// Sign-in attempts per 15 minutes: from one address for one username, for
// one username from anywhere (a guesser spread over many addresses), and
// from one address for any username (one address trying many names).
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_LIMITS = { pair: 10, user: 30, ip: 50 };
const FAILED_LOGIN = "That username and password do not match.";

const LoginSchema = z.object({
  username: z
    .string()
    .check(z.trim(), z.minLength(1, "Enter your username"), z.maxLength(100)),
  password: z.string().check(z.minLength(1, "Enter your password")),
});

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
});

export function meta() {
  return [
    { title: `Sign in | ${business.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = form.get("password");
  if (typeof password === "string" && isPasswordTooLong(password)) {
    return data({ error: "That password is too long." }, { status: 400 });
  }
  const parsed = LoginSchema.safeParse({
    username: form.get("username"),
    password,
  });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const { username } = parsed.data;
  const name = username.toLowerCase();
  const key = `login:${context.clientIp}:${name}`;
  const limits = await Promise.all([
    hitRateLimit(key, LOGIN_LIMITS.pair, LOGIN_WINDOW_MS),
    hitRateLimit(`login-user:${name}`, LOGIN_LIMITS.user, LOGIN_WINDOW_MS),
    hitRateLimit(
      `login-ip:${context.clientIp}`,
      LOGIN_LIMITS.ip,
      LOGIN_WINDOW_MS,
    ),
  ]);
  // The tightest one speaks: refused when any is spent, told the longest wait.
  const limit =
    limits
      .filter((result) => !result.allowed)
      .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0] ??
    limits.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  const safeName = JSON.stringify(username);
  if (!limit.allowed) {
    logger.warn(
      { ip: context.clientIp, username: safeName },
      "login rate limited",
    );
    return data(
      {
        error:
          "Too many sign-in attempts. Please wait a few minutes and try again.",
      },
      { status: 429, headers: rateLimitHeaders(limit) },
    );
  }
  const user = await findUserByUsername(username);
  if (
    !(await verifyPassword(user?.password ?? null, parsed.data.password)) ||
    !user
  ) {
    logger.warn({ ip: context.clientIp, username: safeName }, "login failed");
    return data({ error: FAILED_LOGIN }, { status: 401 });
  }
  await resetRateLimit(key);
  logger.info({ ip: context.clientIp, username: safeName }, "login succeeded");
  throw redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: {
      "Set-Cookie": await createSessionCookie(user.id),
      "Cache-Control": "no-store",
    },
  });
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">Sign in</h1>
      <p className="mt-2 text-muted">
        Staff sign-in for the {business.name} admin.
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

import { withCurrentBusiness } from "#app/business/request.server.ts";
// Runs a route's loader or action the way React Router does, for
// integration tests that need no HTTP server.
export const SITE = "http://localhost:3000";

export type Handler = (args: never) => unknown;

// Runs a loader or action the way React Router does, and reads what it
// answered (a Response, a data() wrapper or plain data) as status + body.
export async function call(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  context: Record<string, unknown> = {},
) {
  let result: unknown;
  try {
    // As the server does: the request sees the business facts stored now.
    result = await withCurrentBusiness(async () =>
      handler({ request, params, context } as never),
    );
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      cookie: result.headers.get("Set-Cookie"),
      body: result.body ? await result.text() : null,
    };
  }
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const wrapped = result as unknown as {
      data: unknown;
      init?: ResponseInit;
    };
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      cookie: null,
      body: wrapped.data,
    };
  }
  return { status: 200, location: null, cookie: null, body: result };
}

export function formPost(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  return new Request(`${SITE}${url}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

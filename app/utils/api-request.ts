// The shared request helper of docs/product.md, "Calls": credentials included, JSON
// bodies, and errors that say `<status>: <body or status text>` ("Errors").

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The response body as sent, for a caller that reads its message. */
    readonly body: string,
    statusText = "",
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new ApiError(response.status, body, response.statusText);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export type On401 = "returnNull" | "throw";

/**
 * A data query: GET on the key's segments joined by slashes, parsed as JSON.
 * A 401 can be turned into an empty (null) result; by default it throws.
 */
export async function fetchQuery<T>(
  queryKey: readonly string[],
  options: { on401?: On401 } = {},
): Promise<T | null> {
  const response = await fetch(queryKey.join("/"), { credentials: "include" });
  if (options.on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

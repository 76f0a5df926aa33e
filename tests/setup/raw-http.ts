import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request over real HTTP; the body comes back as sent (fetch would
 * decompress it). */
function send(
  url: string,
  options: http.RequestOptions,
  body?: string | Buffer,
): Promise<Omit<RawResponse, "body"> & { body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** A POST over real HTTP, from a chosen loopback source address. */
export async function rawPost(
  url: string,
  body: string | Buffer,
  options: {
    contentType?: string | null;
    localAddress?: string;
    headers?: Record<string, string>;
    method?: string;
  } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {
    "Content-Length": String(Buffer.byteLength(body)),
    ...options.headers,
  };
  const type =
    options.contentType === undefined
      ? "application/x-www-form-urlencoded"
      : options.contentType;
  if (type !== null) headers["Content-Type"] = type;
  const response = await send(
    url,
    {
      method: options.method ?? "POST",
      headers,
      localAddress: options.localAddress,
    },
    body,
  );
  return { ...response, body: response.body.toString("utf8") };
}

/** A GET whose body stays the bytes the server sent. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return send(url, { headers });
}

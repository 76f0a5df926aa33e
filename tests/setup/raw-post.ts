import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** A POST over real HTTP, from a chosen loopback source address. */
export function rawPost(
  url: string,
  body: string | Buffer,
  options: {
    contentType?: string | null;
    localAddress?: string;
    headers?: Record<string, string>;
    method?: string;
  } = {},
): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "Content-Length": String(Buffer.byteLength(body)),
      ...options.headers,
    };
    const type =
      options.contentType === undefined
        ? "application/x-www-form-urlencoded"
        : options.contentType;
    if (type !== null) headers["Content-Type"] = type;
    const request = http.request(
      url,
      {
        method: options.method ?? "POST",
        headers,
        localAddress: options.localAddress,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

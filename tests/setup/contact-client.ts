import http from "node:http";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";

// Tests mint form tokens with the same SESSION_SECRET as the server they
// start, dated ten seconds back so they pass the minimum fill time.
export const TEST_SECRET = "contact-tests-secret-0123456789abcdef";
process.env.SESSION_SECRET = TEST_SECRET;

export const readyToken = () => issueFormToken("contact", Date.now() - 10_000);

/** A Monday two weeks ahead: inside opening hours whenever the test runs. */
export function nextMonday() {
  let date = addDays(todayInShowroom(), 14);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) {
    date = addDays(date, 1);
  }
  return date;
}

export function validContact(overrides: Record<string, string> = {}) {
  return {
    formToken: readyToken(),
    website: "",
    requestType: "showroom-visit",
    name: "Ann Lee",
    email: "ann@example.com",
    phone: "(845) 555-0199",
    service: "kitchen-remodeling",
    townOrZip: "10960",
    preferredDate: nextMonday(),
    preferredTime: "10:30",
    contactMethod: "phone",
    message: "We would like to see cabinet samples.",
    ...overrides,
  };
}

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

/** How React writes text into HTML, to look for a message in a page. */
export function asHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header name (lower-case) -> unfolded values. */
  headers: Map<string, string[]>;
  /** The body with quoted-printable soft breaks and escapes decoded. */
  body: string;
}

function decodeQuotedPrintable(text: string) {
  const bytes = Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    "latin1",
  );
  return bytes.toString("utf8");
}

function parseHeaders(head: string) {
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [
      ...(headers.get(name) ?? []),
      line.slice(colon + 1).trim(),
    ]);
  }
  return headers;
}

function decodePart(headers: Map<string, string[]>, body: string) {
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "")
    .toLowerCase()
    .trim();
  if (encoding === "base64") {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return Buffer.from(body, "latin1").toString("utf8");
}

// Every leaf part decoded and joined: enough to assert on what a reader sees.
function decodeBody(headers: Map<string, string[]>, body: string): string {
  const type = headers.get("content-type")?.[0] ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return decodePart(headers, body);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf("\r\n\r\n");
      const partHeaders = parseHeaders(part.slice(2, split));
      return decodeBody(partHeaders, part.slice(split + 4));
    })
    .join("\n");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  return {
    from,
    to,
    raw,
    headers,
    body: decodeBody(headers, raw.slice(split + 4)),
  };
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps every
 * message it accepts; `down()` stops it so sends fail, `up()` restarts it on
 * the same port.
 */
export async function startLoopbackSmtp(fixedPort = 0) {
  const received: ReceivedMail[] = [];
  let port = fixedPort;
  let server: SMTPServer;
  function create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(
            parse(
              Buffer.concat(chunks).toString("latin1"),
              session.envelope.mailFrom
                ? session.envelope.mailFrom.address
                : "",
              session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          callback();
        });
      },
    });
  }
  async function up() {
    server = create();
    await new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", resolve),
    );
    port = (server.server.address() as AddressInfo).port;
  }
  async function down() {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await up();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    up,
    down,
  };
}

import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  createAdminIn,
  type ServerProcess,
  signInOver,
  startServer,
} from "#tests/setup/server-process.ts";
import { rawGet } from "#tests/setup/raw-http.ts";

// S2, S21, R5: headers on every kind of response, files that must never be
// served, and bodies refused before they are read.

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ env: { PAGE_RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await server.stop();
});

function expectBaseHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe(
    "strict-origin-when-cross-origin",
  );
  expect(response.headers.get("content-security-policy")).toContain(
    "frame-ancestors 'self'",
  );
  expect(response.headers.get("x-powered-by")).toBeNull();
  expect(response.headers.get("set-cookie")).toBeNull();
}

function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

describe("security headers", () => {
  it("a page for one visitor carries the full set with a fresh nonce on every response, kept by no shared cache", async () => {
    const first = await fetch(`${server.url}/contact`);
    const second = await fetch(`${server.url}/contact`);
    expect(first.status).toBe(200);
    expectBaseHeaders(first);
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)![1]!;
    expect(Buffer.from(nonce, "base64").length).toBeGreaterThanOrEqual(16);
    const otherNonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(
      second.headers.get("content-security-policy")!,
    )![1];
    expect(otherNonce).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (tag.includes('type="application/ld+json"')) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("a page the same for everyone lists the hashes of exactly its own inline code, and no nonce", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expectBaseHeaders(response);
    // A browser never shows a kept copy without asking; a CDN may keep the
    // page a minute and serve it a little longer while it fetches the next.
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, must-revalidate",
    );
    expect(response.headers.get("cdn-cache-control")).toBe(
      "max-age=60, stale-while-revalidate=300",
    );
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(
      /script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/,
    );
    expect(csp).not.toMatch(/(script|style)-src [^;]*'unsafe-(inline|eval)'/);
    const listed = (directive: string) =>
      new Set(
        [
          ...new RegExp(`${directive} ([^;]*)`)
            .exec(csp)![1]!
            .matchAll(/'sha256-([^']+)'/g),
        ].map((m) => m[1]),
      );
    const sha = (text: string) =>
      crypto.createHash("sha256").update(text).digest("base64");
    const html = await response.text();
    expect(html).not.toContain(" nonce=");
    const scripts = [
      ...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(([, attributes]) => !attributes!.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , code] of scripts) {
      expect(listed("script-src").has(sha(code!))).toBe(true);
    }
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBeGreaterThan(0);
    for (const [, css] of styles) {
      expect(listed("style-src").has(sha(css!))).toBe(true);
    }
  });

  it("404, 405, 413 and asset responses carry the headers too", async () => {
    const notFound = await fetch(`${server.url}/no-such-page`);
    expect(notFound.status).toBe(404);
    expectBaseHeaders(notFound);
    expect(await notFound.text()).toContain("Page not found");

    const methodNotAllowed = await fetch(`${server.url}/`, {
      method: "DELETE",
    });
    expect(methodNotAllowed.status).toBe(405);
    expectBaseHeaders(methodNotAllowed);

    const tooLarge = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=" + "x".repeat(70 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expectBaseHeaders(tooLarge);

    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const assetResponse = await fetch(server.url + asset);
    expect(assetResponse.status).toBe(200);
    expectBaseHeaders(assetResponse);
    expect(assetResponse.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("sends the browser's files as the build compressed them, in the encoding the browser accepts", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const file = (suffix = "") =>
      fs.readFileSync(`build/client${asset}${suffix}`);
    const cases = [
      ["br", "br", ".br", zlib.brotliDecompressSync],
      ["gzip, deflate", "gzip", ".gz", zlib.gunzipSync],
      ["identity", undefined, "", (bytes: Buffer) => bytes],
    ] as const;
    for (const [accept, encoding, suffix, decode] of cases) {
      const response = await rawGet(server.url + asset, {
        "Accept-Encoding": accept,
      });
      expect(response.status, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers["content-type"], accept).toMatch(
        /^text\/javascript; charset=utf-8$/i,
      );
      expect(response.headers.vary, accept).toBe("Accept-Encoding");
      expect(response.headers["cache-control"], accept).toBe(
        "public, max-age=31536000, immutable",
      );
      // The bytes the build wrote, not a compression made for this request.
      expect(response.body.equals(file(suffix)), accept).toBe(true);
      expect(decode(response.body).equals(file()), accept).toBe(true);
    }

    const missing = await fetch(`${server.url}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found.");
    const undecodable = await fetch(`${server.url}/assets/%E0%A4%A.js`);
    expect(undecodable.status).toBe(400);
    expect(await undecodable.text()).toBe("The request could not be read.");
  });

  it("public pages set no cookie and /healthz reports the database", async () => {
    for (const path of [
      "/",
      "/services",
      "/gallery",
      "/contact",
      "/no-such-page",
    ]) {
      const response = await fetch(server.url + path);
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });

  it("refuses cross-site form posts", async () => {
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "username=a&password=b",
    });
    expect(response.status).toBe(403);
  });
});

describe("images", () => {
  it("serves generated images inert, cached for a year, in both formats", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const url = /\/media\/[0-9a-f-]{36}-800\.avif/.exec(html)![0];
    const avif = await fetch(server.url + url);
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("content-security-policy")).toBe(
      "default-src 'none'; sandbox",
    );
    expect(avif.headers.get("x-content-type-options")).toBe("nosniff");
    expect(avif.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(avif.headers.get("content-disposition")).toMatch(
      /^inline; filename="[0-9a-f-]{36}-800\.avif"$/,
    );
    expect((await avif.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const webp = await fetch(server.url + url.replace(".avif", ".webp"));
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(
      (
        await fetch(
          `${server.url}/media/00000000-0000-4000-8000-000000000000-800.webp`,
        )
      ).status,
    ).toBe(404);
  });
});

describe("files at the top of the site", () => {
  it("serves the favicon and the social card, cached for an hour", async () => {
    for (const [path, type] of [
      ["/favicon.svg", "image/svg+xml"],
      ["/social-card.png", "image/png"],
    ]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain(type);
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=3600",
      );
    }
    expect((await fetch(`${server.url}/favicon.svg/`)).status).toBe(404);
  });
});

describe("files that are never served (S21)", () => {
  const paths = [
    "/.env",
    "/.git/HEAD",
    "/package.json",
    "/build/server/index.js",
    "/node_modules/react/package.json",
    "/assets/..%2f..%2fpackage.json",
    "/%2e%2e/package.json",
    "/media/..%2f..%2fpackage.json",
    "/server/index.ts",
    "/drizzle/0000_init.sql",
  ];
  it.each(paths)("%s answers 404", async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(404);
    const body = await response.text();
    for (const secret of [
      '"dependencies"',
      "ref: refs/",
      "createRequestHandler",
      "CREATE TABLE",
      'from "express"',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("TRACE and OPTIONS are refused", async () => {
    for (const method of ["TRACE", "OPTIONS"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${server.url}/`,
          { method },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        );
        request.on("error", reject);
        request.end();
      });
      expect(status).toBe(405);
    }
  });
});

describe("body limits (R5)", () => {
  it("refuses a 300 MB POST from its Content-Length within 100 ms, without reading it", async () => {
    const before = rss(server.child.pid!);
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(300 * 1024 * 1024),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on("error", reject);
      request.write(Buffer.alloc(64 * 1024, "a"));
    });
    const elapsed = performance.now() - started;
    expect(status).toBe(413);
    expect(elapsed).toBeLessThan(100);
    expect(rss(server.child.pid!) - before).toBeLessThan(20 * 1024 * 1024);
  });

  it("refuses a 50 MB photo upload from its Content-Length, before reading it or asking who sent it", async () => {
    const before = rss(server.child.pid!);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/admin/uploads`, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(50 * 1024 * 1024),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on("error", reject);
      request.write(Buffer.alloc(64 * 1024, "a"));
    });
    expect(status).toBe(413);
    expect(rss(server.child.pid!) - before).toBeLessThan(20 * 1024 * 1024);
  });

  it("holds a stranger to 64 KB on the admin's large-body paths: 50 parallel 10 MB uploads without a session", async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, "a");
    // The request is never ended: an answer at all proves the server did not
    // wait for the body, with no clock in the test (a time bar failed in CI
    // when the suite's other files shared the two cores).
    const send = (chunked: boolean, body: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${server.url}/admin/uploads`, {
          method: "POST",
          headers: {
            Origin: server.url,
            "Content-Type": "multipart/form-data; boundary=x",
            ...(chunked
              ? { "Transfer-Encoding": "chunked" }
              : { "Content-Length": String(tenMegabytes.length) }),
          },
        });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode!);
          request.destroy();
        });
        request.on("error", (error: NodeJS.ErrnoException) => {
          // The server answers 413 and closes the connection; a client
          // still writing may see the close before it reads the answer.
          if (error.code === "ECONNRESET" || error.code === "EPIPE") {
            resolve(413);
          } else reject(error);
        });
        request.write(body);
      });
    // Twice the cap, then nothing more: the server answers while 9.9 MB of
    // the announced body have still not been sent.
    const pastTheCap = tenMegabytes.subarray(0, 128 * 1024);
    for (const chunked of [false, true]) {
      const early = await Promise.all(
        Array.from({ length: 50 }, () => send(chunked, pastTheCap)),
      );
      for (const status of early) expect([303, 302, 413]).toContain(status);
      const before = rss(server.child.pid!);
      const whole = await Promise.all(
        Array.from({ length: 50 }, () => send(chunked, tenMegabytes)),
      );
      for (const status of whole) expect([303, 302, 413]).toContain(status);
      expect(rss(server.child.pid!) - before).toBeLessThan(50 * 1024 * 1024);
    }
  });

  it("gives the larger photo cap to a signed-in owner only", async () => {
    const account = { username: "owner", password: "a long enough passphrase" };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-caps-"));
    await createAdminIn(dataDir, account);
    const withAdmin = await startServer({ dataDir });
    try {
      const photo = await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(256 * 1024);
      const upload = (cookie?: string) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(photo)]), "photo.jpg");
        return fetch(`${withAdmin.url}/admin/uploads`, {
          method: "POST",
          redirect: "manual",
          headers: {
            Origin: withAdmin.url,
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body,
        });
      };
      const stranger = await upload();
      expect(stranger.status).toBe(413);
      expect(await stranger.text()).toContain("Sign in to the admin");
      const session = await signInOver(withAdmin, account);
      const owner = await upload(session);
      expect(owner.status).toBe(200);
      expect(((await owner.json()) as { url: string }).url).toMatch(
        /^\/media\//,
      );
    } finally {
      await withAdmin.stop();
    }
  });

  it("cuts a chunked body at the cap", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Transfer-Encoding": "chunked",
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on("error", () => undefined);
      const chunk = Buffer.alloc(16 * 1024, "a");
      for (let i = 0; i < 40; i++) request.write(chunk);
      setTimeout(() => request.end(), 500).unref();
      request.on("close", () => reject(new Error("closed without a response")));
    });
    expect(status).toBe(413);
  });

  it("answers 400 when both Content-Length and Transfer-Encoding are sent", async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1", () => {
        socket.write(
          "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        );
      });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString()));
      socket.on("close", () => resolve(data));
      socket.setTimeout(2000, () => socket.destroy());
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });
});

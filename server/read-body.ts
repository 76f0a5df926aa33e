import type { Request, RequestHandler, Response } from "express";

// Reads a POST body into req.body (a Buffer) within a cap. body-parser would
// drain an oversized body to its end before answering; this answers 413 at
// once (from Content-Length, or when a chunked body passes the cap) and
// closes the connection instead of reading the rest.
export interface BodyCap {
  bytes: number;
  /** What a refused sender is told. */
  message: string;
}

function refuse(res: Response, message: string) {
  if (res.headersSent) return;
  res.setHeader("Connection", "close");
  res.status(413).type("text/plain").send(message);
}

export function readBodyWithin(
  capFor: (req: Request) => BodyCap | Promise<BodyCap>,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    // The body waits in the socket, unread, while the cap is worked out.
    const { bytes: limit, message } = await capFor(req);
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) {
      refuse(res, message);
      req.pause();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        refuse(res, message);
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (refused) return;
      req.body = Buffer.concat(chunks);
      next();
    });
    req.on("error", (error) => {
      if (!refused) next(Object.assign(error, { status: 400 }));
    });
  };
}

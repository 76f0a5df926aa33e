import type { Request, RequestHandler, Response } from "express";

// Reads a POST body into req.body (a Buffer) within a cap. body-parser would
// keep an oversized body until its end before answering; this answers 413
// as soon as the body is known to be too large (from Content-Length, or when
// a chunked body passes the cap) and keeps none of it.
export interface BodyCap {
  bytes: number;
  /** What a refused sender is told. */
  message: string;
}

// A refused body up to this size is read to its end and thrown away, so a
// browser still sending it (a photo posted after the session ended) reads
// the answer instead of a broken connection. Anything larger, and any body
// that goes on past it, has its connection closed at once.
const DRAIN_AT_MOST = 16 * 1024 * 1024;

function refuse(req: Request, res: Response, message: string, drain: boolean) {
  if (res.headersSent) return;
  if (!drain) res.setHeader("Connection", "close");
  res.status(413).type("text/plain").send(message);
  if (!drain) {
    req.pause();
    return;
  }
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_AT_MOST) req.socket.destroy();
  });
  req.resume();
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
      refuse(req, res, message, declared <= DRAIN_AT_MOST);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      refused = true;
      chunks.length = 0;
      req.off("data", onData);
      refuse(req, res, message, true);
    };
    req.on("data", onData);
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

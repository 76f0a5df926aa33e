import type { RequestHandler, Response } from "express";

// Reads a POST body into req.body (a Buffer) within a cap. body-parser would
// drain an oversized body to its end before answering; this answers 413 at
// once (from Content-Length, or when a chunked body passes the cap) and
// closes the connection instead of reading the rest.
function refuse(res: Response) {
  if (res.headersSent) return;
  res.setHeader("Connection", "close");
  res.status(413).type("text/plain").send("That request is too large.");
}

export function readBodyWithin(
  limitFor: (req: Parameters<RequestHandler>[0]) => number,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const limit = limitFor(req);
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) {
      refuse(res);
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
        refuse(res);
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

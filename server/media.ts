import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { isMediaFileName } from "#app/media/images.server.ts";
import type { MediaStore } from "#app/media/store.server.ts";
import { logger } from "#app/utils/logger.server.ts";

// Uploaded and generated images, from the uploads folder or the shared
// bucket: a name is never reused for other bytes, so it can be cached
// forever and its ETag is the name; served inert (no sniffing, no
// scripts, sandboxed).
export function serveMedia(store: MediaStore): RequestHandler {
  return async (req, res, next) => {
    const file = String(req.params.file ?? "");
    if (!isMediaFileName(file)) return next();
    const etag = `"${file}"`;
    let object;
    try {
      object = await store.get(file);
    } catch (error) {
      logger.error({ err: error, file }, "media read failed");
      res.status(503).setHeader("Retry-After", "5").end();
      return;
    }
    if (!object) return next();
    const format = file.endsWith(".avif") ? "avif" : "webp";
    res.setHeader("Content-Type", `image/${format}`);
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Content-Disposition", `inline; filename="${file}"`);
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] === etag) {
      object.body.destroy();
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", object.size);
    if (req.method === "HEAD") {
      object.body.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(object.body, res);
    } catch (error) {
      // A visitor who leaves mid-image is not an error worth a log line.
      if (!res.writableFinished && !req.destroyed) {
        logger.warn({ err: error, file }, "media stream ended early");
      }
    }
  };
}

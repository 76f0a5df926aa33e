import type { RequestHandler } from "express";
import { mediaFilePath } from "#app/utils/images.server.ts";

// Uploaded and generated images: content-addressed file names, so they can
// be cached forever; served inert (no sniffing, no scripts, sandboxed).
export function serveMedia(uploadsDir: string): RequestHandler {
  return (req, res, next) => {
    const file = String(req.params.file ?? "");
    const filePath = mediaFilePath(uploadsDir, file);
    if (!filePath) return next();
    const format = file.endsWith(".avif") ? "avif" : "webp";
    res.setHeader("Content-Type", `image/${format}`);
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Content-Disposition", `inline; filename="${file}"`);
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(filePath, { dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

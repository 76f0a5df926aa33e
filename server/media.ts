import type { RequestHandler } from "express";
import { mediaFilePath } from "#app/utils/images.server.ts";

// Uploaded and generated images: content-addressed file names, so they can
// be cached forever; served inert (no sniffing, no scripts, sandboxed).
export function serveMedia(uploadsDir: string): RequestHandler {
  return (req, res, next) => {
    const file = String(req.params.file ?? "");
    if (!mediaFilePath(uploadsDir, file)) return next();
    const format = file.endsWith(".avif") ? "avif" : "webp";
    res.setHeader("Content-Type", `image/${format}`);
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("Content-Disposition", `inline; filename="${file}"`);
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    // `root` keeps the dotfile check to the file name itself, so an uploads
    // folder inside a dot-directory (node_modules/.cache) still works.
    res.sendFile(file, { root: uploadsDir, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

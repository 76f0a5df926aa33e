// The reference server: Express 5 and React Router's own request handler,
// as a new React Router 7 app starts. `node bench/reference/server.js <port>
// [build directory]` from the project folder, after its build (bench/pages.ts
// builds it; bench/route-table.ts also builds the one with the site's routes).
import { createRequestHandler } from "@react-router/express";
import express from "express";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDirectory = path.join(here, process.argv[3] ?? "build");
const app = express();
app.disable("x-powered-by");
app.use(
  "/assets",
  express.static(path.join(buildDirectory, "client/assets"), {
    immutable: true,
    maxAge: "1y",
  }),
);
app.use(
  createRequestHandler({
    build: await import(
      pathToFileURL(path.join(buildDirectory, "server/index.js")).href
    ),
  }),
);
app.listen(Number(process.argv[2] ?? 3900), "127.0.0.1");

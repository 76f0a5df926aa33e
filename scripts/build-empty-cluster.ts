// `npm run build`: the empty PostgreSQL cluster a new PGlite database starts
// from instead of running initdb (app/db/empty-cluster.server.ts).
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { emptyClusterFile } from "#app/db/empty-cluster.server.ts";

const file = emptyClusterFile();
const pglite = new PGlite();
await pglite.waitReady;
const dump = await pglite.dumpDataDir("gzip");
await pglite.close();
fs.mkdirSync(path.dirname(file), { recursive: true });
for (const old of fs.readdirSync(path.dirname(file))) {
  if (old.startsWith("pglite-empty-cluster-")) {
    fs.rmSync(path.join(path.dirname(file), old));
  }
}
fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
fs.renameSync(`${file}.partial`, file);

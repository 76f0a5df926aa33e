import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
const t0 = process.cpuUsage();
const c = await PGlite.create({ dataDir: "/tmp/pgl/pglite", postgresqlconf: ["shared_buffers = 32MB"], extensions: { btree_gist } });
const u = process.cpuUsage(t0);
console.log("user", (u.user / 1000).toFixed(0), "sys", (u.system / 1000).toFixed(0), "rss MB", (process.memoryUsage().rss / 1e6).toFixed(0));
await c.close();

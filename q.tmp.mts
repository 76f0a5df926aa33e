import { startServer, SHARED_UPLOADS_DIR } from "./tests/setup/server-process.ts";
const s = await startServer({ env: { UPLOADS_DIR: SHARED_UPLOADS_DIR, PAGE_CACHE_MB: "0", QUERY_LOG: "1", LOG_LEVEL: "warn" } });
for (const p of ["/", "/", "/", "/rockland/new-city/kitchen-remodeling", "/rockland/new-city/kitchen-remodeling"]) {
  const before = s.output().length;
  const t = performance.now();
  await (await fetch(s.url + p)).text();
  const lines = s.output().slice(before).split("\n").filter(l => l.startsWith("QUERY"));
  console.log(p, lines.length, (performance.now() - t).toFixed(1), "ms"); console.log(lines.join("\n"));
}
await s.stop();

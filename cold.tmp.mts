import autocannon from "autocannon";
import { startServer, SHARED_UPLOADS_DIR } from "./tests/setup/server-process.ts";
const s = await startServer({ env: { UPLOADS_DIR: SHARED_UPLOADS_DIR, PAGE_CACHE_MB: process.env.CACHE ?? "0", PAGE_RATE_LIMIT_PER_MINUTE: "100000000" } });
for (const p of (process.env.PAGES ?? "/,/rockland/new-city/kitchen-remodeling").split(",")) {
  for (const c of [10, 50]) {
    await autocannon({ url: s.url + p, connections: c, duration: 2 });
    const r = await autocannon({ url: s.url + p, connections: c, duration: 8 });
    console.log(p, "c", c, Math.round(r.requests.average), "req/s p99", r.latency.p99, "errors", r.errors + r.non2xx);
  }
}
await s.stop();

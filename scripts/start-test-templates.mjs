// `npm test` starts making the test templates (tests/setup/templates.ts)
// here, before its type check and lint, which keep one core busy: another
// core makes them meanwhile, and the test runner's global setup waits for
// them only if they are not done yet. On a fresh clone that work (the
// migrated and seeded databases, the seed's images) took the runner's first
// 45 s. When they are already made, the process finds them and ends.
// Plain JavaScript, like ensure-build.mjs, and detached: it ends on its own.
import { spawn } from "node:child_process";

spawn(process.execPath, ["--import", "tsx", "tests/setup/make-templates.ts"], {
  detached: true,
  stdio: "ignore",
}).unref();

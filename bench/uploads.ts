// npm run bench:uploads: what the owner's photo uploads cost (issue 14).
// 1. The time to turn one 12-megapixel JPEG (4000 x 3000, camera-like
//    detail) into the six stored variants (AVIF and WebP at 400, 800 and
//    1200 px), in this process, median of five.
// 2. The production server's resident memory (VmRSS, sampled every 10 ms)
//    before and at its peak while one, then three such uploads arrive at once
//    from a signed-in owner, with PGlite; and how long they took.
// Each part prints the one-minute load average at its start.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { storeImage } from "../app/media/images.server.ts";
import { diskMediaStore } from "../app/media/store.server.ts";
import { startServer } from "../tests/setup/server-process.ts";
import { twelveMegapixelJpeg } from "./photo.ts";

const OWNER = { username: "bench-owner", password: "a long bench passphrase" };
const load = () => os.loadavg()[0]!.toFixed(2);

function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const photo = await twelveMegapixelJpeg();
console.log(
  `input: 4000 x 3000 JPEG, ${mb(photo.length)} (${photo.length} bytes)`,
);

console.log(`\n1. one photo into six variants, in process (load ${load()})`);
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-uploads-"));
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  await storeImage(photo, { store: diskMediaStore(uploadsDir) });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `runs: ${times.map((t) => t.toFixed(0)).join(", ")} ms; median ${times[2]!.toFixed(0)} ms`,
);

console.log(`\n2. uploads to the production server (load ${load()})`);
execFileSync(process.execPath, ["scripts/ensure-build.mjs"], {
  stdio: "inherit",
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-uploads-data-"));
execFileSync(
  process.execPath,
  ["--import", "tsx", "scripts/create-admin.ts", OWNER.username],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: "warn",
    },
    stdio: "pipe",
  },
);
const server = await startServer({
  dataDir,
  env: { UPLOADS_DIR: uploadsDir, PAGE_RATE_LIMIT_PER_MINUTE: "100000" },
});
try {
  const signIn = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
    },
    body: new URLSearchParams(OWNER),
  });
  const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const pid = server.child.pid!;
  const upload = async (n: number) => {
    const form = new FormData();
    form.append(
      "file",
      new File([new Uint8Array(photo)], `photo-${n}.jpg`, {
        type: "image/jpeg",
      }),
    );
    const response = await fetch(`${server.url}/admin/uploads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    await response.text();
    return response.status;
  };
  // One upload, then three at once; the peak of each is sampled every 10 ms.
  for (const count of [1, 3]) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = rss(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(pid));
    }, 10);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, n) => upload(n)),
    );
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `${count} at once: statuses ${statuses.join(", ")}, ${elapsed.toFixed(0)} ms; server RSS ${mb(before)} before, ${mb(peak)} at the peak (+${mb(peak - before)})`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}

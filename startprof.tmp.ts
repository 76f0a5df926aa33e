import { startServer } from "#tests/setup/server-process.ts";
process.env.TEST_TEMPLATES_DIR = process.argv[2];
const s = await startServer({ nodeArgs: ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] });
await s.stop();

import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Import this first in a test file that sends email in process: the server
// settings are read once, by the first module that needs them, so SMTP_URL
// (a free loopback port for startSmtpServer), the signing secret and a
// throwaway data directory must be in place before any app import runs.
export const smtpPort = Number(
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]),
);
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.SESSION_SECRET = "in-process-test-signing-secret".padEnd(40, "-");
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "smtp-test-"));

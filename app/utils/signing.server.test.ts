import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// Without SESSION_SECRET the signing key lives in $DATA_DIR/signing-key.
// A key file that was cut short (a full disk, a bad copy) must never be
// used as the key: a short key is a guessable one.

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function signingIn(dataDir: string) {
  process.env = { ...saved, DATA_DIR: dataDir, SESSION_SECRET: undefined };
  delete process.env.SESSION_SECRET;
  vi.resetModules();
  return import("./signing.server.ts");
}

describe("the signing key file", () => {
  it.each([
    ["empty", Buffer.alloc(0)],
    ["short", Buffer.from("abc")],
  ])("replaces an %s key file with a fresh 32-byte key", async (_, content) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-key-"));
    const file = path.join(dataDir, "signing-key");
    fs.writeFileSync(file, content);
    const { signature } = await signingIn(dataDir);
    const signed = signature("test", "value");
    const key = fs.readFileSync(file);
    expect(key.length).toBe(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The new key is the one in use, and stays in use after a restart.
    const again = await signingIn(dataDir);
    expect(again.signature("test", "value")).toBe(signed);
  });

  it("keeps a full-length key file as it is", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-key-"));
    const file = path.join(dataDir, "signing-key");
    const key = Buffer.alloc(32, 7);
    fs.writeFileSync(file, key);
    const { signature } = await signingIn(dataDir);
    signature("test", "value");
    expect(fs.readFileSync(file)).toEqual(key);
  });
});

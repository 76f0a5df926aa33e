import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundJob } from "./background-job.server.ts";

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("backgroundJob", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never runs two passes at once: a kick during a pass runs one more after it", async () => {
    let release!: () => void;
    let passes = 0;
    let overlapping = 0;
    let inPass = false;
    const job = backgroundJob("test job", async () => {
      if (inPass) overlapping++;
      inPass = true;
      passes++;
      await new Promise<void>((resolve) => (release = resolve));
      inPass = false;
    });
    job.start({ everyMs: 60_000 });
    expect(passes).toBe(1);
    job.kick();
    job.kick();
    job.kick();
    release();
    await later();
    expect(passes).toBe(2);
    release();
    await later();
    expect(passes).toBe(2);
    expect(overlapping).toBe(0);
    await job.stop();
  });

  it("stops after the pass in hand, tells the pass, and runs nothing more", async () => {
    let release!: () => void;
    const seen: boolean[] = [];
    const job = backgroundJob("test job", async (pass) => {
      await new Promise<void>((resolve) => (release = resolve));
      seen.push(pass.stopped);
    });
    job.start({ everyMs: 60_000 });
    let stopped = false;
    const stopping = job.stop().then((wasRunning) => {
      stopped = wasRunning;
    });
    await later();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(seen).toEqual([true]);
    job.kick();
    await later();
    expect(seen).toEqual([true]);
    expect(await job.stop()).toBe(false);
  });

  it("logs a failed pass and passes again at the next interval; the first pass can wait", async () => {
    vi.useFakeTimers();
    let passes = 0;
    const job = backgroundJob("test job", async () => {
      passes++;
      if (passes === 1) throw new Error("database away");
    });
    job.start({ everyMs: 10_000, firstAfterMs: 5_000 });
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(passes).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(3);
    await job.stop();
  });
});

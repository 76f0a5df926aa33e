import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/utils/env.server.ts";
import { trustProxySetting } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("trusts nobody when unset, and reads hop counts and address lists", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("loopback, 10.0.0.0/8,fd00::/8")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it("refuses what is not an address or range, naming it", () => {
    expect(() => trustProxySetting("10.0.0.300")).toThrow(/"10.0.0.300"/);
    expect(() => trustProxySetting("10.0.0.0/40")).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});

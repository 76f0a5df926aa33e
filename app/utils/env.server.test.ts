import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server.ts";

describe("parseEnv: the S3 settings", () => {
  it("leaves images on disk unless S3_BUCKET is set, with the documented defaults", () => {
    const env = parseEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe("us-east-1");
    expect(env.S3_PREFIX).toBe("");
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("reads a full S3-compatible set-up", () => {
    const env = parseEnv({
      S3_BUCKET: "photos",
      S3_ENDPOINT: "https://s3.example.com",
      S3_REGION: "auto",
      S3_PREFIX: "site/uploads/",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(env).toMatchObject({
      S3_BUCKET: "photos",
      S3_ENDPOINT: "https://s3.example.com",
      S3_REGION: "auto",
      S3_PREFIX: "site/uploads/",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each([
    [{ S3_ENDPOINT: "s3.example.com" }, "S3_ENDPOINT"],
    [{ S3_PREFIX: "uploads" }, "S3_PREFIX"],
    [{ S3_PREFIX: "../uploads/" }, "S3_PREFIX"],
    [{ S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
  ])("refuses %j, naming the variable", (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(name);
  });
});

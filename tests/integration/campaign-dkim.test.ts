import { smtpPort } from "#tests/setup/loopback-smtp-env.ts";
import crypto from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// DKIM signing from the settings (nodemailer), checked with an independent
// verifier (mailauth) against the public key a DNS record would publish;
// the signature must cover the one-click unsubscribe headers.
const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
});
process.env.DKIM_DOMAIN = "lakesidekitchenbath.com";
process.env.DKIM_SELECTOR = "site2026";
process.env.DKIM_PRIVATE_KEY = privateKey
  .export({ type: "pkcs8", format: "pem" })
  .toString();

const { deliverEmail, closeEmailTransport } =
  await import("#app/utils/email.server.ts");
const { parseEnv } = await import("#app/utils/env.server.ts");
const { campaignMessage, campaignTemplate } =
  await import("#app/campaigns/message.server.ts");
const { startSmtpServer } = await import("#tests/setup/smtp-server.ts");

const dnsRecord = `v=DKIM1; k=rsa; p=${publicKey
  .export({ type: "spki", format: "der" })
  .toString("base64")}`;

async function verify(raw: string) {
  const result = (await dkimVerify(Buffer.from(raw), {
    resolver: async (name: string, type: string) => {
      if (
        type === "TXT" &&
        name === "site2026._domainkey.lakesidekitchenbath.com"
      ) {
        return [[dnsRecord]];
      }
      throw Object.assign(new Error("no record"), { code: "ENOTFOUND" });
    },
  })) as {
    results: Array<{
      status: { result: string };
      signingDomain: string;
      signingHeaders?: { keys: string };
    }>;
  };
  return result.results[0]!;
}

describe("DKIM signing", () => {
  let sink: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    sink = await startSmtpServer(smtpPort);
  });
  afterAll(async () => {
    closeEmailTransport("campaigns");
    closeEmailTransport();
    await sink.stop();
  });

  it("signs campaign messages, List-Unsubscribe and List-Unsubscribe-Post included, and they verify", async () => {
    const template = await campaignTemplate(
      {
        id: 7,
        subject: "Spring",
        previewText: null,
        content: "Hello **there**",
      },
      { tracked: true },
    );
    await deliverEmail(
      campaignMessage(template, {
        subscriberId: 3,
        email: "reader@example.com",
        token: "a".repeat(64),
      }),
      "dkim-campaign",
      "campaigns",
    );
    const [mail] = await sink.waitFor(1);
    const result = await verify(mail!.raw);
    expect(result.status.result).toBe("pass");
    expect(result.signingDomain).toBe("lakesidekitchenbath.com");
    const signed = result.signingHeaders?.keys.toLowerCase().split(/:\s*/);
    expect(signed).toEqual(
      expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]),
    );
  });

  it("refuses to start with half the settings or a key that is not a key", () => {
    expect(() => parseEnv({ DKIM_DOMAIN: "example.com" })).toThrow(
      /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY/,
    );
    expect(() =>
      parseEnv({
        DKIM_DOMAIN: "example.com",
        DKIM_SELECTOR: "s1",
        DKIM_PRIVATE_KEY: "not a key",
      }),
    ).toThrow(/DKIM_PRIVATE_KEY: not a PEM private key/);
    expect(() =>
      parseEnv({
        DKIM_DOMAIN: "example.com",
        DKIM_SELECTOR: "s1",
        DKIM_PRIVATE_KEY_FILE: "/nonexistent/key.pem",
      }),
    ).toThrow(/DKIM_PRIVATE_KEY_FILE/);
  });
});

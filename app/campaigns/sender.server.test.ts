import { describe, expect, it } from "vitest";
import { classifySmtpError } from "./sender.server.ts";

// What nodemailer's errors mean for a campaign message (ADR 0021): retried,
// failed for good, or "unknown" because it may have arrived.
const error = (fields: Record<string, unknown>) =>
  Object.assign(new Error("smtp"), fields);

describe("an SMTP failure", () => {
  it("is retried when the server said try later, or no connection was made", () => {
    expect(
      classifySmtpError(error({ responseCode: 421, command: "CONN" })),
    ).toBe("retry");
    expect(
      classifySmtpError(error({ responseCode: 451, command: "RCPT TO" })),
    ).toBe("retry");
    expect(
      classifySmtpError(error({ responseCode: 452, command: "DATA" })),
    ).toBe("retry");
    expect(
      classifySmtpError(
        error({
          code: "ESOCKET",
          originalCode: "ECONNREFUSED",
          command: "CONN",
        }),
      ),
    ).toBe("retry");
    expect(
      classifySmtpError(
        error({ code: "ETIMEDOUT", timeoutType: "GREETING_TIMEOUT" }),
      ),
    ).toBe("retry");
    // A refused log-in or sender is the server's set-up, not this address.
    expect(
      classifySmtpError(error({ responseCode: 535, command: "AUTH PLAIN" })),
    ).toBe("retry");
  });

  it("fails for good when the recipient or the message is refused", () => {
    expect(
      classifySmtpError(error({ responseCode: 550, command: "RCPT TO" })),
    ).toBe("failed");
    expect(
      classifySmtpError(error({ responseCode: 554, command: "DATA" })),
    ).toBe("failed");
    expect(classifySmtpError(error({ code: "EENVELOPE" }))).toBe("failed");
  });

  it("is unknown when an open connection broke or went silent mid-message", () => {
    expect(
      classifySmtpError(error({ code: "ECONNECTION", command: "CONN" })),
    ).toBe("unknown");
    expect(
      classifySmtpError(
        error({ code: "ETIMEDOUT", timeoutType: "SOCKET_TIMEOUT" }),
      ),
    ).toBe("unknown");
    expect(
      classifySmtpError(error({ code: "ESOCKET", originalCode: "EPIPE" })),
    ).toBe("unknown");
    expect(classifySmtpError(new Error("anything else"))).toBe("unknown");
  });
});

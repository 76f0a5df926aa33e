import { describe, expect, it } from "vitest";
import {
  CONTACT_FIELDS,
  contactMessages,
  createContactSchema,
} from "./contact-schema.ts";
import { validateForm } from "#app/utils/form-validation.ts";
import { PHONE_MESSAGE } from "#app/utils/phone.ts";
import { dateMessages, timeMessages } from "./visit-times.ts";
import { INVALID_EMAIL_MESSAGE } from "#app/utils/email-address.ts";

// Monday 23 November 2026, 12:00 in New York.
const NOW = new Date("2026-11-23T17:00:00Z");
const schema = createContactSchema(() => NOW);

const valid = {
  requestType: "showroom-visit",
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "(845) 555-0199",
  service: "kitchen-remodeling",
  townOrZip: "Nyack",
  preferredDate: "2026-11-24",
  preferredTime: "10:00",
  contactMethod: "phone",
  message: "We would like to see cabinet samples.",
};

function errorsFor(overrides: Record<string, unknown>) {
  const result = validateForm(
    schema,
    { ...valid, ...overrides },
    CONTACT_FIELDS,
  );
  return result.ok ? {} : result.fieldErrors;
}

describe("contact schema", () => {
  it("accepts a complete showroom visit and normalises it", () => {
    const result = validateForm(
      schema,
      {
        ...valid,
        name: "  Ann Lee ",
        email: " Ann@Example.COM ",
        phone: "845.555.0199",
      },
      CONTACT_FIELDS,
    );
    expect(result).toEqual({
      ok: true,
      data: { ...valid, email: "ann@example.com", phone: "+18455550199" },
    });
  });

  it("lets estimates and consultations leave date, time and message out", () => {
    const result = validateForm(
      schema,
      {
        ...valid,
        requestType: "free-estimate",
        preferredDate: "",
        preferredTime: "",
        message: "   ",
      },
      CONTACT_FIELDS,
    );
    expect(result.ok && result.data).toMatchObject({
      requestType: "free-estimate",
      preferredDate: undefined,
      preferredTime: undefined,
      message: undefined,
    });
  });

  it.each([
    [{ requestType: "" }, "requestType", contactMessages.requestType],
    [
      { requestType: "status=approved" },
      "requestType",
      contactMessages.requestType,
    ],
    [{ name: "" }, "name", contactMessages.name],
    [{ name: "   " }, "name", contactMessages.name],
    [{ name: "x".repeat(101) }, "name", "Please use at most 100 characters"],
    [
      { name: "Ann\r\nBcc: victim@example.net" },
      "name",
      "Please remove line breaks and control characters",
    ],
    [{ name: ["Ann", "Bob"] }, "name", contactMessages.name],
    [{ email: "a@b" }, "email", INVALID_EMAIL_MESSAGE],
    [{ email: "a@b.co\r\nBcc: x@y.z" }, "email", INVALID_EMAIL_MESSAGE],
    [{ email: 42 }, "email", INVALID_EMAIL_MESSAGE],
    [{ phone: "555-0199" }, "phone", PHONE_MESSAGE],
    [{ phone: "+1 (555) 010-9999 x123" }, "phone", PHONE_MESSAGE],
    [{ phone: "1".repeat(50) }, "phone", PHONE_MESSAGE],
    [{ phone: "١٢٣٤٥٦٧٨٩٠" }, "phone", PHONE_MESSAGE],
    [{ phone: "tel:+18455550199" }, "phone", PHONE_MESSAGE],
    [{ service: "kitchen'--" }, "service", contactMessages.service],
    [{ service: "__proto__" }, "service", contactMessages.service],
    [{ townOrZip: "" }, "townOrZip", contactMessages.townOrZip],
    [{ townOrZip: "1092" }, "townOrZip", contactMessages.zip],
    [{ townOrZip: "1e5" }, "townOrZip", undefined],
    [{ preferredDate: "2026-02-30" }, "preferredDate", dateMessages.invalid],
    [{ preferredDate: "0000-00-00" }, "preferredDate", dateMessages.invalid],
    [{ preferredDate: "1/2/3" }, "preferredDate", dateMessages.invalid],
    [{ preferredDate: "2026-11-23" }, "preferredDate", dateMessages.past],
    [{ preferredDate: "2026-11-01" }, "preferredDate", dateMessages.past],
    [{ preferredDate: "2027-03-01" }, "preferredDate", dateMessages.tooFar],
    [{ preferredDate: "" }, "preferredDate", dateMessages.required],
    [{ preferredTime: "" }, "preferredTime", timeMessages.required],
    [{ preferredTime: "08:00" }, "preferredTime", timeMessages.invalid],
    [{ preferredTime: "17:30" }, "preferredTime", timeMessages.invalid],
    [
      { preferredDate: "2026-11-28", preferredTime: "15:30" },
      "preferredTime",
      "On Saturdays the showroom is open 9 AM to 4 PM: please choose a start time from 9:00 AM to 3:00 PM",
    ],
    [
      { preferredDate: "2026-11-29", preferredTime: "10:00" },
      "preferredTime",
      "On Sundays we open by appointment: please choose \u201cSunday by appointment\u201d and we will call to confirm a time",
    ],
    [
      { preferredTime: "by-appointment" },
      "preferredTime",
      "\u201cBy appointment\u201d is for Sundays: please choose a time",
    ],
    [{ contactMethod: "fax" }, "contactMethod", contactMessages.contactMethod],
    [
      { contactMethod: undefined },
      "contactMethod",
      contactMessages.contactMethod,
    ],
    [{ message: "x".repeat(2001) }, "message", contactMessages.message],
    [
      { message: "hi\u0000there" },
      "message",
      "Please remove control characters",
    ],
  ])("case %# -> %s: %s", (overrides, field, message) => {
    expect(errorsFor(overrides)[field]).toBe(message);
  });

  it("accepts the edges of the hours and Sunday by appointment", () => {
    expect(
      errorsFor({ preferredDate: "2026-11-28", preferredTime: "15:00" }),
    ).toEqual({});
    expect(
      errorsFor({ preferredDate: "2026-11-27", preferredTime: "17:00" }),
    ).toEqual({});
    expect(
      errorsFor({
        preferredDate: "2026-11-29",
        preferredTime: "by-appointment",
      }),
    ).toEqual({});
    expect(
      errorsFor({
        preferredDate: "2027-02-21",
        preferredTime: "by-appointment",
      }),
    ).toEqual({});
    expect(errorsFor({ townOrZip: "10920-1234" })).toEqual({});
    expect(
      errorsFor({ message: "<script>alert(1)</script>\nline two" }),
    ).toEqual({});
  });

  it("lists the errors in page order and ignores unknown fields", () => {
    const result = validateForm(
      schema,
      { contactMethod: "x", name: "", status: "approved", id: 1 },
      CONTACT_FIELDS,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors)).toEqual([
      "requestType",
      "name",
      "email",
      "phone",
      "service",
      "townOrZip",
      "contactMethod",
    ]);
    expect(result.values).toEqual({ contactMethod: "x", name: "" });
  });

  it("caps echoed values", () => {
    const result = validateForm(
      schema,
      { ...valid, message: "y".repeat(100_000) },
      CONTACT_FIELDS,
    );
    expect(!result.ok && result.values.message!.length).toBe(5_000);
  });
});

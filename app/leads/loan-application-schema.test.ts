import { describe, expect, it } from "vitest";
import {
  LoanApplicationSchema,
  loanMessages as messages,
} from "./loan-application-schema.ts";
import { validLoanApplication } from "#tests/setup/fixtures.ts";

// The fixture as a visitor might type it: spaces, capitals, a dollar sign,
// thousands separators, an optional field left blank, a ticked checkbox.
const validApplication = {
  ...validLoanApplication,
  email: "  Maria.Lopez@Example.com ",
  estimatedProjectCost: "45,000",
  requestedLoanAmount: "$30,000",
  annualIncome: "",
  consent: "on",
};

function errorsFor(input: Record<string, unknown>) {
  const result = LoanApplicationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const withField = (field: string, value: unknown) => ({
  ...validApplication,
  [field]: value,
});

describe("LoanApplicationSchema accepts", () => {
  it("a complete form post, normalised", () => {
    const result = LoanApplicationSchema.parse(validApplication);
    expect(result).toEqual({
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria.lopez@example.com",
      phone: "+18455550199",
      address: "12 Birch Lane",
      city: "New City",
      state: "NY",
      zipCode: "10956",
      projectType: "kitchen-remodeling",
      projectDescription: "New cabinets and quartz counters.",
      estimatedProjectCost: 45_000,
      requestedLoanAmount: 30_000,
      preferredTermMonths: 60,
      creditScore: "Good (700-759)",
      consent: true,
    });
  });

  it("JSON numbers and booleans", () => {
    const result = LoanApplicationSchema.parse({
      ...validApplication,
      requestedLoanAmount: 1_000,
      preferredTermMonths: 84,
      annualIncome: 85_000,
      estimatedProjectCost: 150_000,
      consent: true,
    });
    expect(result.requestedLoanAmount).toBe(1_000);
    expect(result.preferredTermMonths).toBe(84);
    expect(result.annualIncome).toBe(85_000);
  });

  it.each([
    ["requestedLoanAmount", "150000", 150_000],
    ["requestedLoanAmount", "1,000.00", 1_000],
    ["zipCode", "10920-1234", "10920-1234"],
    ["state", "CT", "CT"],
    ["state", "NJ", "NJ"],
    ["projectType", "other", "other"],
    ["phone", "845-555-0142", "+18455550142"],
    ["phone", "+1 845 555 0142", "+18455550142"],
    ["firstName", "  José-Ñuñez  ", "José-Ñuñez"],
    ["lastName", "O'Brien 李", "O'Brien 李"],
    [
      "projectDescription",
      "Line one\r\nLine two\twith a tab",
      "Line one\r\nLine two\twith a tab",
    ],
    [
      "projectDescription",
      "<script>alert(1)</script>",
      "<script>alert(1)</script>",
    ],
    ["annualIncome", "0", 0],
    ["creditScore", "Not sure", "Not sure"],
  ])("%s, case %#", (field, value, expected) => {
    const result = LoanApplicationSchema.parse(withField(field, value));
    expect(result[field as keyof typeof result]).toEqual(expected);
  });

  it("leaves out optional fields sent blank or not at all", () => {
    const { projectDescription, estimatedProjectCost, creditScore, ...rest } =
      validApplication;
    void [projectDescription, estimatedProjectCost, creditScore];
    const result = LoanApplicationSchema.parse({ ...rest, annualIncome: " " });
    expect(result.projectDescription).toBeUndefined();
    expect(result.estimatedProjectCost).toBeUndefined();
    expect(result.annualIncome).toBeUndefined();
    expect(result.creditScore).toBeUndefined();
  });

  it("drops fields it does not ask for, such as a social security number", () => {
    const result = LoanApplicationSchema.parse({
      ...validApplication,
      ssn: "123-45-6789",
      dateOfBirth: "1980-01-01",
      status: "approved",
      isAdmin: true,
    });
    expect(Object.keys(result)).not.toContain("ssn");
    expect(Object.keys(result)).not.toContain("dateOfBirth");
    expect(Object.keys(result)).not.toContain("status");
    expect(Object.keys(result)).not.toContain("isAdmin");
  });
});

describe("LoanApplicationSchema rejects, with the exact message", () => {
  it("an empty form, naming every required field", () => {
    expect(errorsFor({})).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
      email: "Please enter a valid email address",
      phone:
        "Please enter a US phone number with area code, like (845) 555-0142",
      address: "Please enter the street address of the home",
      city: "Please enter the city or town",
      state: "Please choose New York, New Jersey or Connecticut",
      zipCode: "Please enter a 5-digit ZIP code, like 10920 or 10920-1234",
      projectType: "Please choose the type of project",
      requestedLoanAmount:
        "Please enter an amount between $1,000 and $150,000, in whole dollars",
      preferredTermMonths:
        "Please choose a term of 12, 24, 36, 48, 60, 72 or 84 months",
      consent:
        "Please tick the box to agree to be contacted and to a credit check later",
    });
  });

  it.each([
    ["firstName", "   ", messages.firstName],
    ["firstName", "x".repeat(101), "Please use at most 100 characters"],
    [
      "firstName",
      "Eve\r\nBcc: victim@example.net",
      "Please remove line breaks and control characters",
    ],
    [
      "lastName",
      "Smith\u0000",
      "Please remove line breaks and control characters",
    ],
    ["lastName", 42, messages.lastName],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "a@b.co\r\nBcc: x@y.z", "Please enter a valid email address"],
    [
      "email",
      `${"a".repeat(65)}@example.com`,
      "Please enter a valid email address",
    ],
    ["phone", "555-0142", messages.phone],
    ["phone", "+44 20 7946 0958", messages.phone],
    ["phone", "x".repeat(100_000), messages.phone],
    ["address", "x".repeat(201), "Please use at most 200 characters"],
    ["city", "", messages.city],
    ["state", "PA", "Please choose New York, New Jersey or Connecticut"],
    ["state", "ny", messages.state],
    [
      "zipCode",
      "1092",
      "Please enter a 5-digit ZIP code, like 10920 or 10920-1234",
    ],
    ["zipCode", "10920-12", messages.zipCode],
    ["zipCode", 10920, messages.zipCode],
    ["projectType", "roofing", "Please choose the type of project"],
    [
      "projectDescription",
      "x".repeat(2_001),
      "Please keep the description under 2,000 characters",
    ],
    [
      "projectDescription",
      "x".repeat(100_000),
      "Please keep the description under 2,000 characters",
    ],
    ["projectDescription", "bell\u0007", "Please remove control characters"],
    [
      "estimatedProjectCost",
      "999",
      "Please enter a project cost between $1,000 and $1,000,000 in whole dollars, or leave it blank",
    ],
    ["estimatedProjectCost", "abc", messages.estimatedProjectCost],
    [
      "requestedLoanAmount",
      "999",
      "Please enter an amount between $1,000 and $150,000, in whole dollars",
    ],
    ["requestedLoanAmount", "150001", messages.requestedLoanAmount],
    ["requestedLoanAmount", 150_001, messages.requestedLoanAmount],
    ["requestedLoanAmount", 25_000.5, messages.requestedLoanAmount],
    ["requestedLoanAmount", "25000.50", messages.requestedLoanAmount],
    ["requestedLoanAmount", "-5000", messages.requestedLoanAmount],
    ["requestedLoanAmount", "1e5", messages.requestedLoanAmount],
    ["requestedLoanAmount", true, messages.requestedLoanAmount],
    ["requestedLoanAmount", ["5000", "6000"], messages.requestedLoanAmount],
    [
      "preferredTermMonths",
      "18",
      "Please choose a term of 12, 24, 36, 48, 60, 72 or 84 months",
    ],
    ["preferredTermMonths", 96, messages.preferredTermMonths],
    ["preferredTermMonths", "60.5", messages.preferredTermMonths],
    [
      "annualIncome",
      "10000001",
      "Please enter a yearly income up to $10,000,000 in whole dollars, or leave it blank",
    ],
    ["annualIncome", "-1", messages.annualIncome],
    [
      "creditScore",
      "800",
      "Please choose a credit score range from the list, or leave it blank",
    ],
    ["consent", "", messages.consent],
    ["consent", "off", messages.consent],
    [
      "consent",
      false,
      "Please tick the box to agree to be contacted and to a credit check later",
    ],
  ])("%s, case %#", (field, value, message) => {
    const errors = errorsFor(withField(field, value));
    expect(errors).toEqual({ [field]: message });
  });

  it("a missing consent", () => {
    const { consent, ...rest } = validApplication;
    void consent;
    expect(errorsFor(rest)).toEqual({ consent: messages.consent });
  });
});

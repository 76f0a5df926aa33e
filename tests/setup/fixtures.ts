import type { AppLoadContext } from "react-router";

/** The load context Express hands loaders and actions, for in-process tests. */
export function testContext(
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  return {
    cspNonce: "n",
    requestId: "r",
    clientKey: "10.0.0.1",
    siteOrigin: "http://localhost:3000",
    isDraining: () => false,
    noteDatabaseUnavailable: () => undefined,
    ...overrides,
  };
}

/** A well-formed stored image URL (/media/<uuid>-1200.webp) numbered n. */
export const mediaUrl = (n: number) =>
  `/media/00000000-0000-4000-8000-${String(n).padStart(12, "0")}-1200.webp`;

/**
 * A complete, valid financing application as the form posts it, optional
 * fields included. It lives here, not beside the schema, so no test data
 * reaches a client bundle; tests spread it and override what they examine.
 */
export const validLoanApplication = Object.freeze({
  firstName: "Maria",
  lastName: "Lopez",
  email: "Maria.Lopez@Example.com",
  phone: "(845) 555-0199",
  address: "12 Birch Lane",
  city: "New City",
  state: "NY",
  zipCode: "10956",
  projectType: "kitchen-remodeling",
  projectDescription: "New cabinets and quartz counters.",
  estimatedProjectCost: "45000",
  requestedLoanAmount: "30000",
  preferredTermMonths: "60",
  annualIncome: "85000",
  creditScore: "Good (700-759)",
  consent: "yes",
});

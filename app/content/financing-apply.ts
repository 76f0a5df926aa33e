// Copy of the loan application and its confirmation page.
import { business } from "#app/business/current.ts";
import { lenderName } from "./financing.ts";
import { listText } from "./info-types.ts";

function hoursText() {
  return listText(
    business().hours.rows.map((row) => `${row.days} ${row.time}`),
    "; ",
  );
}

export const applyTitle = "Apply for Remodeling Financing";
export const applyDescription =
  "A five-minute application for kitchen and bath remodeling financing. No social security number and no credit check to send it; subject to credit approval.";
export const applyLead = `Tell us about you, your home and your project. Sending this form does not run a credit check, and we never ask for a social security number or date of birth. Financing is provided by ${lenderName} and is subject to credit approval.`;

export const fieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  address: "Street address of the home",
  city: "City or town",
  state: "State",
  zipCode: "ZIP code",
  projectType: "Type of project",
  projectDescription: "About the project",
  estimatedProjectCost: "Estimated project cost",
  requestedLoanAmount: "Amount to finance",
  preferredTermMonths: "Preferred term",
  annualIncome: "Yearly household income",
  creditScore: "Credit score range",
  consent: "Consent",
} as const;

export const fieldHints = {
  phone: "A US number with area code; we call during showroom hours.",
  address: "The home to be remodeled.",
  requestedLoanAmount: "Whole dollars, from $1,000 to $150,000.",
  estimatedProjectCost: "Your best guess is fine.",
  annualIncome: "Helps us suggest a plan; it is never shared by email.",
  creditScore: "Your own estimate; no credit check is run now.",
} as const;

export function consentText() {
  return `I agree that ${business().name} may contact me about this application by phone or email, and that ${lenderName} may run a credit check later, when I go ahead with a credit decision. Sending this form does not run a credit check.`;
}

export const privacyNote = `We use these details only to review your financing request and plan your project. Read our privacy policy for how we keep them.`;

export function nextSteps() {
  return [
    `We review your application and call or email you within one business day. Our hours are ${hoursText()}.`,
    "Together we confirm the project, the amount and the term that fits your budget.",
    `When you are ready, ${lenderName} runs a credit check with your permission and shows you the rate, term and monthly payment in writing.`,
    "Once you accept, we schedule your remodel.",
  ];
}

export const applyRateLimited =
  "Too many applications from your connection. Please wait a minute and try again, or call us.";

export const receivedTitle = "Application received";
export const receivedLead =
  "Thank you. Your financing application is with our team, and a confirmation is on its way to your email.";

export function receivedNoReference() {
  return `If no confirmation email arrives within an hour, please call us at ${business().phone.display} so we can check that your application reached us.`;
}

export function areaMessages() {
  return {
    served: "Good news: your home is in an area we serve.",
    unknown:
      "We could not place your ZIP code on our map, so we will confirm whether we serve your area when we call.",
    outside: `Your address looks to be outside the counties we usually serve (${listText([...business().serviceArea.core, ...business().serviceArea.extended], "; ")}). We will still review your application and tell you honestly whether we can take on your project.`,
  } as const;
}

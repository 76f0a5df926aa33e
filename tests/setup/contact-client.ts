import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";

// Tests mint form tokens with the same SESSION_SECRET as the server they
// start, dated ten seconds back so they pass the minimum fill time.
export const TEST_SECRET = "contact-tests-secret-0123456789abcdef";
process.env.SESSION_SECRET = TEST_SECRET;

export const readyToken = () => issueFormToken("contact", Date.now() - 10_000);

/** A Monday two weeks ahead: inside opening hours whenever the test runs. */
export function nextMonday() {
  let date = addDays(todayInShowroom(), 14);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) {
    date = addDays(date, 1);
  }
  return date;
}

export function validContact(overrides: Record<string, string> = {}) {
  return {
    formToken: readyToken(),
    website: "",
    requestType: "showroom-visit",
    name: "Ann Lee",
    email: "ann@example.com",
    phone: "(845) 555-0199",
    service: "kitchen-remodeling",
    townOrZip: "10960",
    preferredDate: nextMonday(),
    preferredTime: "10:30",
    contactMethod: "phone",
    message: "We would like to see cabinet samples.",
    ...overrides,
  };
}

/** How React writes text into HTML, to look for a message in a page. */
export function asHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/**
 * Sends /contact's form to a running server as a browser without
 * JavaScript would (its form token read from the page, sent after the
 * minimum fill time); the answer's status.
 */
export async function sendContactForm(
  baseUrl: string,
  overrides: Record<string, string>,
) {
  const form = await (await fetch(`${baseUrl}/contact`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(form)![1]!;
  // The form refuses what is sent sooner than a person could type it.
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const response = await fetch(`${baseUrl}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
    },
    body: new URLSearchParams(validContact({ formToken: token, ...overrides })),
  });
  return response.status;
}

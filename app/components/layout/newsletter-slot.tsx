// The footer's inline newsletter form arrives with the home page issue.
export function NewsletterSlot() {
  return null;
}

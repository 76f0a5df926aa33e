// Emails sent because someone filled in a form (the welcome, the request
// acknowledgements) go to an address that person typed, which may be a
// stranger's. So they carry nothing else from the form but a first name
// that can only be a name: one word of letters (with the marks, apostrophes
// and hyphens names have; no dots, so no web address), at most 30
// characters. Anything else, and the greeting is "Hello,": the site cannot
// be used to send a stranger words of someone else's choosing under the
// business's name.
const FIRST_NAME = /^\p{L}[\p{L}\p{M}'’-]{0,29}$/u;

/** The first word of `name` when it can only be a name, else null. */
export function greetingName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/u)[0] ?? "";
  return FIRST_NAME.test(first) ? first : null;
}

/** "Hello Ann," or "Hello,". */
export function hello(name: string | null | undefined): string {
  const first = greetingName(name);
  return first ? `Hello ${first},` : "Hello,";
}

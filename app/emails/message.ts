// What a message says, apart from how it looks: every email is written as a
// list of blocks, and the one layout turns the same blocks into the HTML part
// and the plain-text part, so the two can never tell different stories.

export type DetailRows = Array<[label: string, value: string]>;

export type EmailBlock =
  | { kind: "paragraphs"; lines: string[] }
  /** Label and value pairs: a lead's details; values keep their line breaks. */
  | { kind: "details"; rows: DetailRows }
  | { kind: "steps"; items: string[] }
  | { kind: "link"; label: string; href: string }
  /** Sanitised HTML (a campaign's Markdown body) and its plain text. */
  | { kind: "html"; html: string; text: string };

export interface EmailContent {
  /** The inbox preview line, also the HTML document's title. */
  preview: string;
  blocks: EmailBlock[];
  /** Marketing mail only: shown as a visible link in the footer. */
  unsubscribeUrl?: string;
  /** Why the reader gets the mail, before that link; the newsletter's by default. */
  unsubscribeReason?: string;
  /** Campaigns only: the open-tracking image (the privacy page says so). */
  openPixelUrl?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

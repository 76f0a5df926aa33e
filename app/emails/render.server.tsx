import type * as ReactEmailRender from "@react-email/render";
import { EmailLayout } from "./layout.tsx";
import type { EmailContent, RenderedEmail } from "./message.ts";
import { plainText } from "./plain-text.ts";

// Loaded with the first message, not by every server start (about 90 ms of
// a start's CPU; bench/RESULTS.md, "Server packages loaded on first use").
let renderModule: Promise<typeof ReactEmailRender> | undefined;
const loadRender = () => (renderModule ??= import("@react-email/render"));

/** Both parts of a message, from one description of what it says. */
export async function renderEmail(
  content: EmailContent,
): Promise<RenderedEmail> {
  const { render } = await loadRender();
  return {
    html: await render(<EmailLayout content={content} />),
    text: plainText(content),
  };
}

/** What a mail program shows of an HTML fragment as plain text. */
export async function htmlAsPlainText(html: string): Promise<string> {
  return (await loadRender()).toPlainText(html);
}

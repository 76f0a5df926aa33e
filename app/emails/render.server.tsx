import { render } from "@react-email/render";
import { EmailLayout } from "./layout.tsx";
import type { EmailContent, RenderedEmail } from "./message.ts";
import { plainText } from "./plain-text.ts";

/** Both parts of a message, from one description of what it says. */
export async function renderEmail(
  content: EmailContent,
): Promise<RenderedEmail> {
  return {
    html: await render(<EmailLayout content={content} />),
    text: plainText(content),
  };
}

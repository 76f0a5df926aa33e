import { Transform } from "node:stream";

// React 19 hoists React Router's module preloads to the top of the head, so
// the browser fetches the page's 20-odd scripts before and alongside the
// content, and the first paint competes with them. The content is complete
// and readable without JavaScript, so the preloads go at the end of the body
// instead: the text paints first, then the page hydrates (ADR 0012).
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

export function movePreloadsAfterContent(html: string): string {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (tag) => {
    preloads.push(tag);
    return "";
  });
  return (
    head +
    html.slice(headEnd, bodyEnd) +
    preloads.join("") +
    html.slice(bodyEnd)
  );
}

/** Collects a complete document and rewrites it on the way out. */
export function preloadsAfterContentStream(onEnd: () => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    flush(callback) {
      onEnd();
      callback(
        null,
        movePreloadsAfterContent(Buffer.concat(chunks).toString("utf8")),
      );
    },
  });
}

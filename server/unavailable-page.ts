import crypto from "node:crypto";
import { type BusinessFacts, fullAddress } from "#app/business/facts.ts";
import { DATABASE_RETRY_SECONDS } from "#app/content/forms.ts";
import { escapeHtml } from "#app/utils/html.ts";
import { documentCsp } from "./security-headers.ts";

// The page a visitor gets when the page they asked for needs the database
// and the database does not answer (PostgreSQL restarting, a network cut):
// a 503 that says so in words, with the phone number, so a homeowner who
// wanted to reach the business still can. It needs nothing but this file:
// no database, no script, one small inline style allowed by its hash.

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem;line-height:1.6}
h1{font-size:1.75rem;line-height:1.25;color:#143d5a}
a{color:#143d5a;font-weight:600}
.call{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#143d5a;color:#fff;text-decoration:none}`;

function page(business: BusinessFacts) {
  const name = escapeHtml(business.name);
  const phone = escapeHtml(business.phone.display);
  const html = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a minute | ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main id="main">
<h1>We'll be back in a minute</h1>
<p>This page of the ${name} website cannot be shown just now: our website is having a short technical problem. Nothing you sent before was lost.</p>
<p>Please try again in a minute, or call us: we are happy to help by phone.</p>
<p><a class="call" href="tel:${escapeHtml(business.phone.tel)}">Call ${phone}</a></p>
<p>Showroom: ${escapeHtml(fullAddress(business))}.</p>
<p><a href="/">Try the home page</a></p>
</main>
</body>
</html>
`;
  const styleHash = crypto.createHash("sha256").update(STYLE).digest("base64");
  return {
    body: Buffer.from(html),
    csp: documentCsp({ scriptHashes: [], styleHashes: [styleHash] }),
  };
}

// Built once per set of facts: the page is asked for most while the
// database is away, when the facts cannot change.
const built = new WeakMap<BusinessFacts, ReturnType<typeof page>>();

/** The 503 answer, with Retry-After, never kept by any cache. */
export function unavailableResponse(business: BusinessFacts): Response {
  let answer = built.get(business);
  if (!answer) {
    answer = page(business);
    built.set(business, answer);
  }
  return new Response(new Uint8Array(answer.body), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": answer.csp,
      "Cache-Control": "no-store",
      "Retry-After": String(DATABASE_RETRY_SECONDS),
    },
  });
}

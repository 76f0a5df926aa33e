import crypto from "node:crypto";
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

// Blog and news content is Markdown written in the admin. It is rendered on
// the server and every byte of the result passes one allowlist sanitiser
// (security reference S12), so raw HTML pasted into a post can keep its
// harmless formatting but never run code or load anything from elsewhere.

// Our own stored images only: /media/<name> with no path tricks.
const OWN_MEDIA = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

const SAFE_SCHEME = /^(?:https?:\/\/[^/\\\s]|mailto:[^\s])/i;
// A relative link: a path on this site, a fragment or a query. "//" and "/\"
// are excluded because browsers read both as "another host".
const SAFE_RELATIVE = /^(?:\/(?![/\\])|#|\?|[A-Za-z0-9._~-]+(?:[/?#]|$))/;
// Browsers ignore tabs and newlines inside URLs, and trim control characters
// and spaces around them: judge the URL the way the browser will read it.
// eslint-disable-next-line no-control-regex -- control characters are the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/** An href the browser will treat as http(s), mailto or a link on this site. */
export function isSafeHref(raw: string): boolean {
  const href = raw.replace(IGNORED_IN_URL, "");
  if (href.length === 0 || href.includes("\\")) return false;
  if (SAFE_SCHEME.test(href)) return true;
  // A colon before any "/", "?" or "#" would be read as a scheme.
  const firstDelimiter = href.search(/[/?#]/);
  const colon = href.indexOf(":");
  if (colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter))
    return false;
  return SAFE_RELATIVE.test(href);
}

export function isOwnMediaSrc(raw: string): boolean {
  return OWN_MEDIA.test(raw) && !raw.includes("..");
}

// The sanitiser's output escapes "<" and quotes in text and attribute
// values, so this exact tag can only be the mark the img transform left.
const FOREIGN_IMAGE = "data-foreign-image";
const FOREIGN_IMAGE_TAG = /<img data-foreign-image \/>/g;

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "em",
    "strong",
    "del",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height", FOREIGN_IMAGE],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  // script, style, textarea and the like vanish with their contents.
  disallowedTagsMode: "discard",
  // The page's own h1 is the title: a heading in the content starts at h2.
  transformTags: {
    h1: "h2",
    // An image from anywhere but our own media is dropped: marked here and
    // cut from the output in one pass below. sanitize-html's exclusiveFilter
    // rewrites the whole output for each removal (1 MB of pasted images
    // took 2.4 s), and renaming the tag confuses its stack of open tags.
    img: (tagName, attribs) => {
      const { [FOREIGN_IMAGE]: _ignored, ...own } = attribs;
      return isOwnMediaSrc(attribs.src ?? "")
        ? { tagName, attribs: own }
        : { tagName, attribs: { [FOREIGN_IMAGE]: "" } };
    },
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return {
        tagName,
        attribs:
          href !== undefined && isSafeHref(href) ? { ...rest, href } : rest,
      };
    },
  },
};

// The parser under sanitize-html (htmlparser2) keeps its open elements in
// an array it adds to at the front, so each level of nesting costs as much
// as all the levels above it: 100,000 nested divs (1.1 MB) held the event
// loop for 20 s. sanitize-html's `nestingLimit` acts after that parser, so
// it does not help. Content nests a few levels; past MAX_DEPTH, open tags
// (and their end tags) are dropped before the sanitiser reads the HTML,
// their text kept, and content within the depth is handed over unchanged.
// The count ignores the end tags HTML implies (an unclosed <p>), so it can
// only overstate the depth.
const MAX_DEPTH = 1000;
const TAG = /<(\/?)([A-Za-z][^\s/>]*)[^>]*>/g;
const VOID_ELEMENTS = new Set(
  "area base br col embed hr img input link meta source track wbr".split(" "),
);

function withinMaxDepth(html: string): string {
  let depth = 0;
  let dropped = 0;
  return html.replace(TAG, (tag, closing: string, name: string) => {
    if (VOID_ELEMENTS.has(name.toLowerCase()) || tag.endsWith("/>")) return tag;
    if (closing) {
      if (dropped === 0) {
        depth = Math.max(0, depth - 1);
        return tag;
      }
      dropped--;
      return "";
    }
    if (depth < MAX_DEPTH) {
      depth++;
      return tag;
    }
    dropped++;
    return "";
  });
}

/** The allowlist sanitiser every piece of stored rich text passes through. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(withinMaxDepth(html), SANITIZE_OPTIONS).replace(
    FOREIGN_IMAGE_TAG,
    "",
  );
}

/**
 * Heading levels as they will appear under the page's own headings: the
 * levels the author used, in order, become `top`, `top + 1`, ... so none is
 * skipped and none repeats the page's h1.
 */
function headingLevelMap(
  tokens: Tokens.Heading[],
  top: number,
): Map<number, number> {
  const used = [...new Set(tokens.map((token) => token.depth))].sort(
    (a, b) => a - b,
  );
  return new Map(used.map((depth, index) => [depth, Math.min(top + index, 6)]));
}

/**
 * Markdown to sanitised HTML. Headings start at h2 (below the page's h1), or
 * at `topHeading` when the content sits under a heading of its own.
 */
export function renderMarkdown(
  markdown: string,
  {
    topHeading = 2,
    rewriteLink,
  }: {
    topHeading?: 2 | 3 | 4;
    /** Replaces each link's target (emails: the tracked click URL). */
    rewriteLink?: (href: string) => string;
  } = {},
): string {
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === "heading") headings.push(token as Tokens.Heading);
    if (token.type === "link" && rewriteLink) {
      const link = token as Tokens.Link;
      link.href = rewriteLink(link.href);
    }
  });
  const levels = headingLevelMap(headings, topHeading);
  for (const heading of headings) heading.depth = levels.get(heading.depth)!;
  return sanitizeContentHtml(marked.parser(tokens));
}

// Rendering is pure, so the HTML of a given text is kept; keyed by a hash of
// the text, an edited post is simply a new entry. Bounded so memory stays flat.
const RENDER_CACHE_LIMIT = 200;
const renderCache = new Map<string, string>();

/** renderMarkdown, remembered for the texts pages show again and again. */
export function renderMarkdownCached(
  markdown: string,
  options: { topHeading?: 2 | 3 | 4 } = {},
): string {
  const key = `${options.topHeading ?? 2}:${crypto.createHash("sha256").update(markdown).digest("base64")}`;
  const cached = renderCache.get(key);
  if (cached !== undefined) return cached;
  const html = renderMarkdown(markdown, options);
  if (renderCache.size >= RENDER_CACHE_LIMIT)
    renderCache.delete(renderCache.keys().next().value!);
  renderCache.set(key, html);
  return html;
}

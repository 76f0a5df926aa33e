// A pure embed parser (security check S13). Admins paste a URL or a
// provider's embed code; we keep only the provider and the media id, and
// build every iframe src and outbound link ourselves. No third-party HTML is
// ever stored or rendered.

export const EMBED_PROVIDERS = [
  "youtube",
  "vimeo",
  "instagram",
  "pinterest",
  "houzz",
] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export interface Embed {
  provider: EmbedProvider;
  id: string;
}

/** Longer input is rejected outright (a real embed code is a few KB). */
export const MAX_EMBED_INPUT_LENGTH = 20_000;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,15}$/;
const INSTAGRAM_ID = /^[A-Za-z0-9_-]{5,40}$/;
const PINTEREST_ID = /^[0-9]{1,25}$/;
const HOUZZ_ID = /^[0-9]{1,15}$/;
// Houzz photo pages end in "<slug>-phvw-vp~<digits>".
const HOUZZ_PHOTO_SEGMENT = /^(?:[A-Za-z0-9-]*-)?phvw-vp~([0-9]{1,15})$/;

// Exact hostnames, compared after WHATWG parsing (which lowercases and
// punycodes them), so look-alikes and suffixes never match.
const YOUTUBE_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "m.youtube.com",
]);
const YOUTU_BE = "youtu.be";
const YOUTUBE_NOCOOKIE = "www.youtube-nocookie.com";
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PLAYER = "player.vimeo.com";
const INSTAGRAM_HOSTS = new Set(["www.instagram.com", "instagram.com"]);
const PINTEREST_HOSTS = new Set([
  "www.pinterest.com",
  "pinterest.com",
  // Regional sites, an exact list.
  "www.pinterest.ca",
  "www.pinterest.co.uk",
  "www.pinterest.com.au",
  "www.pinterest.com.mx",
  "www.pinterest.de",
  "www.pinterest.fr",
  "www.pinterest.es",
  "www.pinterest.it",
  "www.pinterest.ie",
  "www.pinterest.nz",
  "www.pinterest.jp",
  "www.pinterest.pt",
  "www.pinterest.at",
  "www.pinterest.ch",
  "www.pinterest.se",
  "www.pinterest.dk",
  "www.pinterest.nl",
  "br.pinterest.com",
  "in.pinterest.com",
]);
const PINTEREST_ASSETS = "assets.pinterest.com";
const HOUZZ_HOSTS = new Set(["www.houzz.com", "houzz.com"]);

/** Path segments without the leading slash, allowing one trailing slash. */
function segmentsOf(pathname: string): string[] {
  const segments = pathname.split("/").slice(1);
  if (segments.length > 1 && segments.at(-1) === "") segments.pop();
  return segments;
}

function matchId(
  provider: EmbedProvider,
  id: string | null | undefined,
  pattern: RegExp,
): Embed | null {
  return id && pattern.test(id) ? { provider, id } : null;
}

function parseYoutube(url: URL, segments: string[]): Embed | null {
  const [rawFirst, second] = segments;
  // Path keywords are matched case-insensitively; ids never are.
  const first = rawFirst?.toLowerCase();
  if (url.hostname === YOUTU_BE) {
    return segments.length === 1
      ? matchId("youtube", rawFirst, YOUTUBE_ID)
      : null;
  }
  if (url.hostname === YOUTUBE_NOCOOKIE) {
    return segments.length === 2 && first === "embed"
      ? matchId("youtube", second, YOUTUBE_ID)
      : null;
  }
  if (segments.length === 1 && first === "watch") {
    const ids = url.searchParams.getAll("v");
    return ids.length === 1 ? matchId("youtube", ids[0], YOUTUBE_ID) : null;
  }
  if (
    segments.length === 2 &&
    (first === "embed" ||
      first === "shorts" ||
      first === "live" ||
      first === "v")
  ) {
    return matchId("youtube", second, YOUTUBE_ID);
  }
  return null;
}

function parseVimeo(url: URL, segments: string[]): Embed | null {
  if (url.hostname === VIMEO_PLAYER) {
    return segments.length === 2 && segments[0]?.toLowerCase() === "video"
      ? matchId("vimeo", segments[1], VIMEO_ID)
      : null;
  }
  return segments.length === 1 ? matchId("vimeo", segments[0], VIMEO_ID) : null;
}

function parseInstagram(segments: string[]): Embed | null {
  const [rawKind, id, rest] = segments;
  const kind = rawKind?.toLowerCase();
  const known = kind === "p" || kind === "reel" || kind === "tv";
  if (!known) return null;
  if (
    segments.length === 2 ||
    (segments.length === 3 && rest?.toLowerCase() === "embed")
  ) {
    return matchId("instagram", id, INSTAGRAM_ID);
  }
  return null;
}

function parsePinterest(url: URL, segments: string[]): Embed | null {
  if (url.hostname === PINTEREST_ASSETS) {
    if (segments.join("/").toLowerCase() !== "ext/embed.html") return null;
    const ids = url.searchParams.getAll("id");
    return ids.length === 1 ? matchId("pinterest", ids[0], PINTEREST_ID) : null;
  }
  return segments.length === 2 && segments[0]?.toLowerCase() === "pin"
    ? matchId("pinterest", segments[1], PINTEREST_ID)
    : null;
}

function parseHouzz(segments: string[]): Embed | null {
  if (segments.length !== 2 || segments[0]?.toLowerCase() !== "photos") {
    return null;
  }
  const match = HOUZZ_PHOTO_SEGMENT.exec(segments[1] ?? "");
  return matchId("houzz", match?.[1], HOUZZ_ID);
}

// Tabs, newlines, spaces, other controls and backslashes: the WHATWG parser
// silently drops or rewrites some of them, so we refuse them instead.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** A single absolute https URL on an allowlisted host, or null. */
function parseEmbedUrl(raw: string): Embed | null {
  if (!/^https:\/\//i.test(raw) || UNSAFE_URL_CHARS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "" || url.port !== "") {
    return null;
  }
  const host = url.hostname;
  const segments = segmentsOf(url.pathname);
  if (
    YOUTUBE_HOSTS.has(host) ||
    host === YOUTU_BE ||
    host === YOUTUBE_NOCOOKIE
  ) {
    return parseYoutube(url, segments);
  }
  if (VIMEO_HOSTS.has(host) || host === VIMEO_PLAYER) {
    return parseVimeo(url, segments);
  }
  if (INSTAGRAM_HOSTS.has(host)) return parseInstagram(segments);
  if (PINTEREST_HOSTS.has(host) || host === PINTEREST_ASSETS) {
    return parsePinterest(url, segments);
  }
  if (HOUZZ_HOSTS.has(host)) return parseHouzz(segments);
  return null;
}

const TAG = /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[^>]*)?)\/?>/g;
const ATTRIBUTE =
  /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (attributes.has(name)) continue; // the first one wins, as in HTML
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    // Only the one entity embed codes use in URLs; anything else stays
    // encoded and fails URL validation.
    attributes.set(name, value.replace(/&amp;/gi, "&"));
  }
  return attributes;
}

/**
 * The media URL inside a pasted embed code: the first iframe's src, an
 * Instagram blockquote's permalink or a Pinterest embedPin anchor's href,
 * whichever comes first. Scripts and everything else are ignored.
 */
function urlFromEmbedCode(
  html: string,
): { url: string; only?: EmbedProvider } | null {
  for (const match of html.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    const attributes = attributesOf(match[2] ?? "");
    if (tag === "iframe") {
      const src = attributes.get("src");
      return src ? { url: src } : null;
    }
    if (tag === "blockquote" && attributes.has("data-instgrm-permalink")) {
      return {
        url: attributes.get("data-instgrm-permalink")!,
        only: "instagram",
      };
    }
    if (tag === "a" && attributes.get("data-pin-do") === "embedPin") {
      const href = attributes.get("href");
      return href ? { url: href, only: "pinterest" } : null;
    }
  }
  return null;
}

/**
 * Provider and media id from a URL or a pasted embed code, or null when the
 * input is not a recognised https embed on an allowlisted host.
 */
export function parseEmbed(input: string | null | undefined): Embed | null {
  if (typeof input !== "string") return null;
  const text = input.trim();
  if (text === "" || text.length > MAX_EMBED_INPUT_LENGTH) return null;
  if (!text.startsWith("<")) return parseEmbedUrl(text);
  const found = urlFromEmbedCode(text);
  if (!found) return null;
  const embed = parseEmbedUrl(found.url.trim());
  if (!embed || (found.only && embed.provider !== found.only)) return null;
  return embed;
}

/** The iframe src we build ourselves, or null for providers without a frame. */
export function embedSrc(embed: Embed): string | null {
  const id = encodeURIComponent(embed.id);
  switch (embed.provider) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${id}`;
    case "vimeo":
      return `https://player.vimeo.com/video/${id}`;
    case "instagram":
      return `https://www.instagram.com/p/${id}/embed`;
    case "pinterest":
      return `https://assets.pinterest.com/ext/embed.html?id=${id}`;
    case "houzz":
      // Houzz offers no frame we allow in the CSP: an outbound link only.
      return null;
  }
}

/** The "open on {provider}" link. */
export function outboundUrl(embed: Embed): string {
  const id = encodeURIComponent(embed.id);
  switch (embed.provider) {
    case "youtube":
      return `https://www.youtube.com/watch?v=${id}`;
    case "vimeo":
      return `https://vimeo.com/${id}`;
    case "instagram":
      return `https://www.instagram.com/p/${id}/`;
    case "pinterest":
      return `https://www.pinterest.com/pin/${id}/`;
    case "houzz":
      return `https://www.houzz.com/photos/phvw-vp~${id}`;
  }
}

export const providerLabels: Record<EmbedProvider, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  instagram: "Instagram",
  pinterest: "Pinterest",
  houzz: "Houzz",
};

/** "Play video" for video players, "View post"/"View pin" for the others. */
export function embedActionLabel(provider: EmbedProvider): string {
  if (provider === "youtube" || provider === "vimeo") return "Play video";
  if (provider === "pinterest") return "View pin";
  return "View post";
}

/** The only iframe attributes we ever render, whatever was pasted. */
export const EMBED_FRAME_ATTRIBUTES = {
  sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
  referrerPolicy: "strict-origin-when-cross-origin",
  loading: "lazy",
  allow:
    "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen",
  allowFullScreen: true,
} as const;

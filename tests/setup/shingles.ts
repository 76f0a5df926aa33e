// Near-duplicate measure for page text: word 5-shingles and containment,
// the share of the smaller page's shingles that the other page also has.

/** The visible text of a page's <main>, without scripts, styles or tags. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;|&#\d+;/g, " ");
}

export function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) {
    set.add(words.slice(i, i + size).join(" "));
  }
  return set;
}

/** |A ∩ B| / min(|A|, |B|): 1 when one page is contained in the other. */
export function containment(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared++;
  return shared / small.size;
}

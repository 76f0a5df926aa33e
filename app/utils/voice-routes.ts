// docs/product.md, "Constants": where a spoken request lands. The rules are tried in order
// on the final transcript and the first match wins.
//
// Matching (docs/decisions/0006-voice-search-keyword-matching.md):
// - the transcript is lower-cased and every run of characters other than
//   letters and digits becomes one space;
// - a one-word keyword is a stem matched where a word starts ("renov" hits
//   "renovation", "call" does not hit "recall");
// - a keyword of several words is a phrase of whole words ("near me" hits
//   "near me" but not "near meadow").

export interface VoiceRoute {
  /**
   * Every group must match; a group matches when any one of its keywords
   * does. No groups: the rule always matches.
   */
  when: readonly (readonly string[])[];
  to: string;
}

const PLACES = ["rockland", "congers", "new city", "nyack"];

// One rule a line, numbered as in the spec.
// prettier-ignore
export const VOICE_ROUTES: readonly VoiceRoute[] = [
  /* 1 */ { when: [["kitchen"], ["remodel", "renov", "design"]], to: "/services/kitchen-remodeling" },
  /* 2 */ { when: [["bathroom"], ["remodel", "renov", "design"]], to: "/services/bathroom-remodeling" },
  /* 3 */ { when: [["cabinet", "cupboard"]], to: "/services/kitchen-cabinets" },
  /* 4 */ { when: [["countertop", "quartz", "granite", "marble"]], to: "/services/countertops" },
  /* 5 */ { when: [["tile", "backsplash"]], to: "/services/tile-installation" },
  /* 6 */ { when: [["closet", "storage"]], to: "/services/closets" },
  /* 7 */ { when: [["contact", "call", "consultation", "estimate", "quote"]], to: "/contact" },
  /* 8 */ { when: [["gallery", "portfolio", "photos", "pictures", "projects"]], to: "/gallery" },
  /* 9 */ { when: [["financing", "payment", "cost", "price", "how much"]], to: "/financing" },
  /* 10 */ { when: [["showroom", "visit", "location", "address", "where"]], to: "/locations" },
  /* 11 */ { when: [["services", "what do you do", "what you offer"]], to: "/services" },
  /* 12 */ { when: [["about", "who are you", "your company", "your story"]], to: "/about" },
  /* 13 */ { when: [["learn", "guide", "how to", "tips"]], to: "/learning-guide" },
  /* 14 */ { when: [PLACES, ["kitchen"]], to: "/rockland/new-city/kitchen-remodeling" },
  /* 15 */ { when: [PLACES, ["bathroom"]], to: "/rockland/new-city/bathroom-remodeling" },
  /* 16 */ { when: [["near me", "nearby", "close to me"]], to: "/near-me" },
  /* 17 */ { when: [["help", "need", "want"]], to: "/contact" },
  /* 18 */ { when: [], to: "/services" },
];

/** Lower-case; anything but letters and digits separates words. */
export function normalizeTranscript(transcript: string): string {
  return transcript
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function hasKeyword(padded: string, keyword: string): boolean {
  return keyword.includes(" ")
    ? padded.includes(` ${keyword} `)
    : padded.includes(` ${keyword}`);
}

/** The first rule a transcript matches. */
export function matchVoiceRoute(transcript: string): VoiceRoute {
  const padded = ` ${normalizeTranscript(transcript)} `;
  const rule = VOICE_ROUTES.find(({ when }) =>
    when.every((group) => group.some((keyword) => hasKeyword(padded, keyword))),
  );
  // The last rule has no conditions, so a rule is always found.
  return rule ?? VOICE_ROUTES[VOICE_ROUTES.length - 1]!;
}

/** The page a final transcript leads to. */
export function voiceRoute(transcript: string): string {
  return matchVoiceRoute(transcript).to;
}

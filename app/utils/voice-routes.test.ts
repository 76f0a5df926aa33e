import { describe, expect, it } from "vitest";
import {
  matchVoiceRoute,
  normalizeTranscript,
  VOICE_ROUTES,
  voiceRoute,
} from "./voice-routes.ts";

/** The spec's rule number (1-18) a transcript lands on. */
function ruleOf(transcript: string): number {
  return VOICE_ROUTES.indexOf(matchVoiceRoute(transcript)) + 1;
}

// docs/product.md, "Constants", rule by rule: the target, then at least three phrasings.
const RULES: [number, string, string[]][] = [
  [
    1,
    "/services/kitchen-remodeling",
    [
      "I want a kitchen remodel",
      "kitchen renovation ideas",
      "kitchen design",
      "remodeling my kitchen",
      "we are renovating two kitchens",
    ],
  ],
  [
    2,
    "/services/bathroom-remodeling",
    [
      "bathroom remodeling",
      "renovate my bathroom",
      "bathroom design ideas",
      "a remodeled bathroom",
    ],
  ],
  [
    3,
    "/services/kitchen-cabinets",
    ["new kitchen cabinets", "cupboards", "cabinet sales"],
  ],
  [
    4,
    "/services/countertops",
    [
      "quartz for my kitchen",
      "granite",
      "marble counters",
      "countertop options",
    ],
  ],
  [
    5,
    "/services/tile-installation",
    ["tile installation", "a new kitchen backsplash", "tiles for my shower"],
  ],
  [
    6,
    "/services/closets",
    ["closet organizers", "more storage space", "custom closets"],
  ],
  [
    7,
    "/contact",
    [
      "contact you",
      "can I call you",
      "free consultation",
      "get an estimate",
      "a quote please",
    ],
  ],
  [
    8,
    "/gallery",
    [
      "show me your gallery",
      "portfolio",
      "photos of your work",
      "pictures",
      "recent projects",
    ],
  ],
  [
    9,
    "/financing",
    [
      "financing options",
      "monthly payments",
      "what does it cost",
      "prices",
      "how much is it",
    ],
  ],
  [
    10,
    "/locations",
    [
      "showroom hours",
      "I'd like to visit",
      "your address",
      "locations",
      "where are you",
    ],
  ],
  [11, "/services", ["services", "what do you do", "so what you offer"]],
  [
    12,
    "/about",
    ["about you", "who are you", "tell me your company", "your story"],
  ],
  [
    13,
    "/learning-guide",
    [
      "learning resources",
      "remodeling guide",
      "how to choose a vanity",
      "tips for small spaces",
    ],
  ],
  [
    14,
    "/rockland/new-city/kitchen-remodeling",
    [
      "kitchen in new city",
      "Nyack kitchens",
      "kitchen contractors in Rockland County",
      "Congers kitchen",
    ],
  ],
  [
    15,
    "/rockland/new-city/bathroom-remodeling",
    ["bathroom near nyack", "Congers bathrooms", "a bathroom in New City"],
  ],
  [
    16,
    "/near-me",
    ["remodelers near me", "anyone nearby", "someone close to me"],
  ],
  [17, "/contact", ["I need help", "I want a new shower", "help"]],
  [
    18,
    "/services",
    ["", "hello there", "what's the weather like", "good morning"],
  ],
];

describe("voiceRoute, rule by rule", () => {
  it("has the spec's 18 rules, the last one unconditional", () => {
    expect(VOICE_ROUTES).toHaveLength(18);
    expect(VOICE_ROUTES.at(-1)!.when).toEqual([]);
    expect(RULES.map(([rule]) => rule)).toEqual(
      Array.from({ length: 18 }, (_, index) => index + 1),
    );
  });

  for (const [rule, target, phrasings] of RULES) {
    it.each(phrasings)(`rule ${rule} -> ${target}: %j`, (phrasing) => {
      expect(ruleOf(phrasing)).toBe(rule);
      expect(voiceRoute(phrasing)).toBe(target);
    });
  }
});

describe("voiceRoute, rule order (first match wins)", () => {
  it.each([
    ["kitchen cabinet design", 1],
    ["granite countertop cost", 4],
    ["bathroom near nyack", 15],
    ["kitchen in new city", 14],
    ["how much for a kitchen remodel", 1],
    ["kitchen remodel in nyack", 1],
    ["bathroom remodel near me", 2],
    ["tile backsplash price", 5],
    ["call me about storage", 6],
    ["where can I see your gallery", 8],
    ["I need a kitchen in nyack", 14],
    ["photos of a nyack kitchen", 8],
    ["a guide to financing", 9],
  ] as const)("%j -> rule %i", (transcript, rule) => {
    expect(ruleOf(transcript)).toBe(rule);
  });
});

describe("voiceRoute, keywords start words; phrases are whole words", () => {
  it.each([
    // Stems match the start of a longer word.
    ["renovate the kitchen", 1],
    ["remodeling the bathroom", 2],
    ["calling you", 7],
    ["I needed someone", 17],
    // ...but not the middle or end of one.
    ["recall", 18],
    ["kneed", 18],
    ["textile", 18],
    ["uncalled for", 18],
    ["somewhere", 18],
    // Phrases need every word whole and in order.
    ["near meadows", 18],
    ["somehow much", 18],
    ["me near", 18],
    ["newcity kitchen", 18],
  ] as const)("%j -> rule %i", (transcript, rule) => {
    expect(ruleOf(transcript)).toBe(rule);
  });
});

describe("voiceRoute, case and punctuation", () => {
  it.each([
    ["KITCHEN REMODEL!", "/services/kitchen-remodeling"],
    ["Kitchen-remodel?", "/services/kitchen-remodeling"],
    ["the kitchen’s design", "/services/kitchen-remodeling"],
    ["How much?", "/financing"],
    ["Who are you?", "/about"],
    ["near-me", "/near-me"],
    ["  Nyack,   kitchen.  ", "/rockland/new-city/kitchen-remodeling"],
    ["New City's bathrooms", "/rockland/new-city/bathroom-remodeling"],
    ["Close to\tme", "/near-me"],
  ])("%j -> %s", (transcript, target) => {
    expect(voiceRoute(transcript)).toBe(target);
  });

  it("an empty or blank transcript lands on /services", () => {
    expect(voiceRoute("")).toBe("/services");
    expect(voiceRoute("   ")).toBe("/services");
    expect(voiceRoute("?!.")).toBe("/services");
  });

  it("normalizes to lower-case words separated by single spaces", () => {
    expect(normalizeTranscript("  How MUCH, for a\nKitchen?! ")).toBe(
      "how much for a kitchen",
    );
  });
});

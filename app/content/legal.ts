// Copy of the privacy policy and terms of service. Business facts come from
// the owner's business facts (app/business/); financing terms from home.ts. Review with counsel before launch.
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { financingOffer } from "./home.ts";
import type { InfoLink, InfoSection } from "./info-types.ts";
import type { PageHeadCopy } from "./pages.ts";

export interface LegalDocument {
  lastUpdated: string;
  summary: string;
  sections: InfoSection[];
  related: InfoLink[];
}

/**
 * The retention periods the privacy policy states; the daily purge
 * (app/models/retention.server.ts) deletes by these same numbers.
 */
export const retention = {
  contactRequestYears: 2,
  loanApplicationMonths: 25,
  requestLogDays: 30,
} as const;

function contactLinks(): InfoLink[] {
  return [
    { label: `Email ${business().email}`, href: `mailto:${business().email}` },
    {
      label: `Call ${business().phone.display}`,
      href: `tel:${business().phone.tel}`,
    },
  ];
}

export function privacyPolicy(): LegalDocument {
  return {
    lastUpdated: "November 25, 2026",
    summary: `${business().legalName} ("we", "us") runs this website. In short: we collect only what you type into our forms, we use it to answer you and run your project, we never sell it, and the public pages set no cookies.`,
    sections: [
      {
        id: "what-we-collect",
        heading: "What we collect through our forms",
        paragraphs: [
          "We only receive information you choose to send us. Each form collects the following, and nothing else:",
        ],
        blocks: [
          {
            heading: "Contact, showroom visit and estimate requests",
            paragraphs: [
              "The kind of request (showroom visit, free estimate or consultation), your name, email address, phone number, the service you are interested in, a preferred date and time, and your message. We use it to reply, schedule your visit and prepare your estimate.",
            ],
          },
          {
            heading: "Booked appointments",
            paragraphs: [
              "The appointment you choose (a showroom visit or an in-home estimate) and its time, your name, email address, phone number and, if you tell us, a message. For an in-home estimate also the street address and ZIP code of the home, the project, and, if you choose them, a budget band and when you would like to start. Photos of your room, if you send them, are kept without their location and camera details and deleted with the appointment. We use it to keep your appointment, send you its confirmation, reminders the day before and two hours before, and calendar updates, and prepare your visit.",
            ],
          },
          {
            heading: "Review requests and reviews",
            paragraphs: [
              "When we finish a project for you, your name, email address, the service and your town, to send you one email asking for a review and at most one reminder a week later. The link in that email stops them at once. If you write a review on our website: your stars, your words and the service and town you give, shown with your first name and last initial if you agree on the form, after we check it against our review policy.",
            ],
          },
          {
            heading: "Financing (loan) applications",
            paragraphs: [
              "Your name, email, phone, address, project type and description, estimated project cost, requested loan amount, preferred term, and, if you choose to give them, your annual income and a self-reported credit score range. We ask for your explicit consent before you submit. We never ask for your Social Security number on this website.",
            ],
            bullets: [
              "We use the application to prepare your financing request and to discuss options with you.",
              `Any financing decision is made by a lending partner and is ${financingOffer.disclaimer.toLowerCase().replace(/\.$/, "")}; the lender will ask for its own consent before checking your credit.`,
            ],
          },
          {
            heading: "Newsletter and learning guide sign-ups",
            paragraphs: [
              "Your email address, your first and last name if you give them, and which form you used (for example the footer or the learning guide page). We use it to send the guide, remodeling tips and showroom news.",
            ],
          },
        ],
      },
      {
        id: "automatic-information",
        heading: "Cookies and information collected automatically",
        paragraphs: [
          "The public pages of this website set no cookies and use no advertising or third-party analytics trackers. We do not build profiles of visitors.",
          `Our server writes a technical log line for each request (date and time, page requested and the result) so we can fix errors; it does not record your IP address or browser. Your IP address is never stored or logged: to limit abusive requests and form submissions, the server counts them under a one-way code made from the address with a random key of the day. The key is deleted the day after, so from then on nobody, us included, can tell which address a code stood for; each count is deleted within a day. Our host deletes the logs within ${retention.requestLogDays} days.`,
          "The staff sign-in area uses two cookies that are strictly necessary and that visitors never receive: a session cookie that keeps a staff member signed in, and a device cookie that tells the sign-in page a staff member has signed in on this device before, so that strangers guessing passwords cannot lock them out.",
          "Our newsletter emails can tell us whether a message was opened and which link was clicked, so we send fewer emails that nobody reads. Turning off images in your email program prevents open tracking.",
        ],
      },
      {
        id: "how-we-use",
        heading: "How we use and share information",
        bullets: [
          "To answer your request, schedule visits and prepare estimates and contracts.",
          "To run your project: our designers, project leads and the trades working on your home see the details they need.",
          "To send the newsletter you asked for; every email has an unsubscribe link.",
          "To meet legal duties, such as keeping contract and permit records or answering a lawful request from a public authority.",
        ],
        paragraphs: [
          "We never sell or rent your personal information, and we do not share it with anyone for their own marketing.",
        ],
      },
      {
        id: "service-providers",
        heading: "Email provider and other service providers",
        paragraphs: [
          "Form notifications, confirmations and newsletters are sent through our business email provider over encrypted connections. The provider processes your email address and the message content only to deliver our mail, under a contract that forbids any other use.",
          "Our website host stores the site's database on servers in the United States. Financing applications you choose to pursue are passed to the lending partner you agree to, under its own privacy notice.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        bullets: [
          `Contact, showroom visit and estimate requests sent through this website: ${retention.contactRequestYears} years after you send them, and appointments booked on it (with their photos) ${retention.contactRequestYears} years after the appointment, then deleted from the website, with the notification emails about them. If you become a customer, your project records are kept as below.`,
          "Customer project records, contracts and permit paperwork: 7 years after the project ends, for warranty, tax and legal reasons.",
          `Review requests: ${retention.contactRequestYears} years after the project is marked finished, then deleted with their emails; if you asked us to stop them, we keep your address so we never ask again. A review you wrote stays on the website until you ask us to remove it.`,
          `Financing applications: ${retention.loanApplicationMonths} months after submission, then deleted, with the notification emails about them.`,
          "Newsletter subscriptions: until you unsubscribe. We keep a record of the unsubscribed address only (your name is deleted) so we never email it again. If anyone signs that address up again, we only send it a link to confirm, and nothing else unless the link is pressed.",
          "If you ask us to delete your data, we keep only a one-way fingerprint of your email address (not the address), so that a newsletter sign-up by someone else cannot start emails to you: such a sign-up only sends you a link to confirm.",
          `Server request logs: ${retention.requestLogDays} days.`,
          "The website deletes what is past these periods once a day.",
        ],
      },
      {
        id: "your-rights",
        heading: "Your choices and rights",
        paragraphs: [
          "Wherever you live, you may ask us to show you the personal information we hold about you, correct it, delete it or stop using it for marketing. We answer within 30 days and do not charge for it. We may need to confirm it is really you before we act, and we may keep records the law requires us to keep.",
          "You can unsubscribe from the newsletter at any time with the link at the bottom of every email, or by asking us.",
        ],
      },
      {
        id: "security",
        heading: "Security and children",
        paragraphs: [
          "The site is served only over encrypted connections (HTTPS), forms are protected against automated abuse, and only the staff who need your information can see it. No system is perfectly secure, so we also keep as little as we can.",
          "This website is meant for adults planning home projects. We do not knowingly collect information from children under 13.",
        ],
      },
      {
        id: "changes-contact",
        heading: "Changes and how to contact us",
        paragraphs: [
          "When this policy changes we update the date at the top of the page; material changes are also announced in the newsletter.",
          `Questions or requests: write to ${business().legalName}, ${fullAddress(business())}, email ${business().email} or call ${business().phone.display}.`,
        ],
        links: contactLinks(),
      },
    ],
    related: [
      {
        label: "Terms of Service",
        href: "/terms",
        description: "The rules for using this website and its content.",
      },
      {
        label: "Licensing & Insurance",
        href: "/licensing-info",
        description:
          "Our contractor licenses, insurance and lead-safe certification.",
      },
      {
        label: "Contact us",
        href: "/contact",
        description: "Ask a question or plan a showroom visit.",
      },
    ],
  };
}

export function termsOfService(): LegalDocument {
  return {
    lastUpdated: "November 1, 2026",
    summary: `These terms apply to your use of this website, run by ${business().legalName}. By using the site you accept them. Your remodeling project itself is governed by the written contract you sign with us, not by this page.`,
    sections: [
      {
        id: "estimates",
        heading: "Prices, estimates and timelines are not offers",
        paragraphs: [
          "Cost ranges, timelines, savings and return-on-investment figures on this site are general guidance drawn from past projects. They are not offers, quotes or guarantees, and your project may cost more or less.",
          "A price becomes binding only in a written proposal, prepared after we measure your space, and accepted by both of us in a signed home improvement contract. That contract states the scope, materials, price, payment schedule, start and completion dates and your right to cancel, as New York, New Jersey and Connecticut home improvement laws require.",
        ],
      },
      {
        id: "financing",
        heading: "Financing is subject to credit approval",
        paragraphs: [
          `Financing offers described on this site, including ${financingOffer.headline}, are ${financingOffer.disclaimer.toLowerCase().replace(/\.$/, "")} by our lending partners. Rates, terms and eligibility are set by the lender, may change without notice and are confirmed only in the lender's loan agreement. Submitting an application does not guarantee a loan.`,
        ],
      },
      {
        id: "content-use",
        heading: "Using our content",
        paragraphs: [
          "The text, photographs, illustrations, guides and design of this site belong to us or to the people who licensed them to us.",
        ],
        bullets: [
          "You may read, print and share our pages and the learning guide for your own, non-commercial home planning, as long as you keep our name on them.",
          "You may not copy our content to another website, sell it, or use our project photos or name to advertise someone else's services.",
          "Photos show past projects; products, colors and finishes vary, and a similar result depends on your home and selections.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        bullets: [
          "Send only true information about yourself through our forms, and only for a genuine inquiry.",
          "Do not try to break into, overload, scrape or disrupt the site or its staff area.",
          "Do not submit content that is unlawful, abusive or infringes someone else's rights.",
        ],
      },
      {
        id: "advice",
        heading: "General information, not professional advice",
        paragraphs: [
          "Our guides explain remodeling in general terms. They are not engineering, legal, tax or financial advice, and building codes and permit rules differ by town. Before you rely on them for your home, talk with us or another qualified professional who has seen the space.",
        ],
      },
      {
        id: "links-liability",
        heading: "Links and limits of liability",
        paragraphs: [
          "We link to other sites, such as maps, license look-ups and manufacturers, for your convenience; we do not control them and are not responsible for their content.",
          "We work to keep this site accurate and available, but it is provided as it is. To the extent the law allows, we are not liable for losses arising from use of the website itself. Nothing here limits rights you have under consumer protection law or under your contract with us.",
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        paragraphs: [
          `These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Disputes about this website will be heard in the state or federal courts located in ${business().address.county}, New York, unless the law of the state where you live gives you the right to another forum.`,
        ],
      },
      {
        id: "changes-contact",
        heading: "Changes and contact",
        paragraphs: [
          "We may update these terms; the date at the top of the page shows the latest version, which applies from the day it is posted.",
          `Questions about these terms: ${business().legalName}, ${fullAddress(business())}, ${business().email}, ${business().phone.display}.`,
        ],
        links: contactLinks(),
      },
    ],
    related: [
      {
        label: "Privacy Policy",
        href: "/privacy",
        description: "What we collect through our forms and how we protect it.",
      },
      {
        label: "Financing options",
        href: "/financing",
        description: `${financingOffer.headline}. ${financingOffer.disclaimer}`,
      },
      {
        label: "Homeowner Information Center",
        href: "/information",
        description: "Our process, warranties, permits and what to expect.",
      },
    ],
  };
}

// Licensing & insurance page. The license numbers themselves live in
// the licences in the owner's business facts (demo values until replaced).
export function licensingIntro() {
  return `${business().legalName} is a registered home improvement contractor in every state where we build. Ask to see any of the documents on this page: we are glad to show them, and you should ask every contractor for the same.`;
}

export const demoValueNotice =
  "The license and registration numbers shown here are demo values for this sample website. Replace them with the numbers issued to the business before the site goes live.";

export const licenseVerification: InfoLink[] = [
  {
    label: "New York: Rockland County Office of Consumer Protection",
    href: "https://www.rocklandcountyny.gov/departments/consumer-protection",
  },
  {
    label: "New Jersey: Division of Consumer Affairs license look-up",
    href: "https://newjersey.mylicense.com/verification/",
  },
  {
    label: "Connecticut: eLicense look-up",
    href: "https://www.elicense.ct.gov/lookup/licenselookup.aspx",
  },
  {
    label: "EPA lead-safe certified firm locator",
    href: "https://cfpub.epa.gov/flpp/searchrrp_firm.htm",
  },
];

export interface Coverage {
  id: string;
  name: string;
  protects: string;
}

export const insuranceCoverages: Coverage[] = [
  {
    id: "general-liability",
    name: "Commercial general liability",
    protects:
      "Pays for accidental damage to your home or belongings, and injuries to you or your guests, caused by our work.",
  },
  {
    id: "workers-comp",
    name: "Workers' compensation",
    protects:
      "Covers our employees if they are hurt on your job, so an injury never becomes a claim against your homeowner's policy.",
  },
  {
    id: "disability",
    name: "Disability benefits (New York)",
    protects:
      "The statutory disability coverage New York requires of employers, which town building departments check before issuing a permit.",
  },
  {
    id: "auto",
    name: "Commercial auto",
    protects:
      "Covers our trucks and vans, including deliveries of cabinets and materials to your driveway.",
  },
  {
    id: "umbrella",
    name: "Umbrella liability",
    protects:
      "Adds a layer of coverage above our liability and auto policies for larger claims.",
  },
];

export const insuranceNotes = [
  "Before work starts, we can have our insurer send a certificate of insurance straight to you, your building manager or your co-op or condo board, naming them as certificate holder or additional insured when required.",
  "Subcontracted trades, such as licensed plumbers and electricians, must carry their own liability and workers' compensation coverage; we collect their certificates before they set foot in your home.",
];

export const leadSafeSections: InfoSection[] = [
  {
    id: "lead-safe",
    heading: "EPA Lead-Safe Certified Firm",
    paragraphs: [
      "Homes built before 1978 may have lead-based paint under newer layers, and much of the housing around Rockland and Bergen counties is that old. Sanding, cutting or demolishing painted surfaces turns that paint into fine dust that is especially harmful to young children and pregnant women.",
      "The EPA's Renovation, Repair and Painting (RRP) Rule requires any contractor who disturbs more than six square feet of painted surface inside a pre-1978 home (or twenty square feet outside), or replaces windows there, to be an EPA-certified firm and to have a certified renovator direct the work. We are an EPA Lead-Safe Certified Firm, and our project leads are certified renovators.",
    ],
    blocks: [
      {
        heading: "What we do in a pre-1978 home",
        bullets: [
          "Give you the EPA's Renovate Right pamphlet before work starts, and keep your signed receipt.",
          "Test painted surfaces we will disturb with EPA-recognized test kits, or treat them as lead-containing.",
          "Seal off the work area with plastic sheeting, cover floors and close off ducts, and post warning signs.",
          "Use work practices that keep dust down: misting, scoring instead of sanding, and tools with HEPA-filtered vacuums. We never use open-flame burning or high-speed sanding without HEPA shrouds.",
          "Clean with HEPA vacuums and wet wiping every day, then verify cleanliness with EPA cleaning-verification cards before the area is reopened.",
          "Keep records of the work practices and cleaning verification for at least three years, and give you a copy.",
        ],
      },
    ],
    links: [
      { label: "EPA: lead in your home", href: "https://www.epa.gov/lead" },
    ],
  },
];

export function privacyHead(): PageHeadCopy {
  return {
    title: "Privacy Policy",
    description: `How ${business().name} handles what you send through our contact, financing and newsletter forms: no cookies on public pages, no selling of data, retention periods and your rights.`,
  };
}

export function termsHead(): PageHeadCopy {
  return {
    title: "Terms of Service",
    description: `The terms for using the ${business().name} website: estimates are guidance, not offers; financing is subject to credit approval; how you may use our content; New York law.`,
  };
}

export function licensingInfoHead(): PageHeadCopy {
  return {
    title: "Licensing & Insurance",
    description: `Home improvement contractor licenses and registrations of ${business().name} in New York, New Jersey and Connecticut, our insurance coverage and EPA lead-safe certification.`,
  };
}

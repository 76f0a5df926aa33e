import type { BusinessFacts } from "./facts.ts";

// The demo business a fresh install shows until the owner saves their own
// facts in /admin/business. 555-01xx numbers are reserved for fiction, so
// the demo can never ring a stranger; the licence numbers say they are demo
// values.
export const DEMO_BUSINESS: BusinessFacts = {
  name: "Lakeside Kitchen & Bath",
  tagline: "Kitchen & Bath Remodeling",
  legalName: "Lakeside Kitchen & Bath LLC",
  description:
    "Family-owned kitchen and bathroom remodeler with a 2,400 sq ft design showroom in Congers, NY: design-build remodeling, cabinet sales, countertops, tile and custom closets.",
  phone: { display: "(845) 555-0142", tel: "+18455550142" },
  email: "hello@lakesidekitchenbath.com",
  leadsEmail: "leads@lakesidekitchenbath.com",
  textUsMessage:
    "Hi Lakeside Kitchen & Bath! I'd like someone to contact me about a remodeling project.",
  address: {
    street: "100 Lake Road",
    city: "Congers",
    state: "NY",
    zip: "10920",
    county: "Rockland County",
    country: "US",
  },
  geo: { latitude: 41.1476, longitude: -73.9454 },
  foundedYear: 2010,
  yearsInBusiness: "15+",
  projectsCompleted: "2,500+",
  teamExperienceYears: "25+",
  showroomSqFt: "2,400",
  rating: {
    value: 5,
    count: 150,
    source: "Google",
    url: "https://www.google.com/maps/search/?api=1&query=Lakeside+Kitchen+%26+Bath+Congers+NY",
    checkedOn: "2026-11-01",
  },
  weeklyHours: [
    { day: "Monday", mode: "open", opens: "09:00", closes: "18:00" },
    { day: "Tuesday", mode: "open", opens: "09:00", closes: "18:00" },
    { day: "Wednesday", mode: "open", opens: "09:00", closes: "18:00" },
    { day: "Thursday", mode: "open", opens: "09:00", closes: "18:00" },
    { day: "Friday", mode: "open", opens: "09:00", closes: "18:00" },
    { day: "Saturday", mode: "open", opens: "09:00", closes: "16:00" },
    { day: "Sunday", mode: "appointment", opens: "", closes: "" },
  ],
  exceptions: [],
  serviceArea: {
    summary:
      "Serving Rockland and Bergen counties and homeowners across New York, New Jersey and Connecticut",
    core: ["Rockland County, NY", "Bergen County, NJ"],
    extended: [
      "Westchester County, NY",
      "Orange County, NY",
      "Putnam County, NY",
      "Passaic County, NJ",
      "Fairfield County, CT",
    ],
  },
  social: [
    { label: "Facebook", url: "https://www.facebook.com/lakesidekitchenbath" },
    {
      label: "Instagram",
      url: "https://www.instagram.com/lakesidekitchenbath",
    },
    { label: "Houzz", url: "https://www.houzz.com/pro/lakesidekitchenbath" },
    { label: "YouTube", url: "https://www.youtube.com/@lakesidekitchenbath" },
  ],
  licenses: [
    {
      state: "NY",
      authority: "Rockland County Office of Consumer Protection",
      number: "H-12345 (demo value)",
      expiresOn: "",
    },
    {
      state: "NJ",
      authority: "NJ Division of Consumer Affairs, Home Improvement Contractor",
      number: "13VH00000000 (demo value)",
      expiresOn: "",
    },
    {
      state: "CT",
      authority:
        "CT Department of Consumer Protection, Home Improvement Contractor",
      number: "HIC.0000000 (demo value)",
      expiresOn: "",
    },
  ],
};

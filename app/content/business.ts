// Every business fact the site, emails, JSON-LD and sitemap show is written
// here once (docs/product.md, "Decisions the specification left open"). Change the brand here, nowhere else.

export const business = {
  name: "Lakeside Kitchen & Bath",
  tagline: "Kitchen & Bath Remodeling",
  legalName: "Lakeside Kitchen & Bath LLC",
  description:
    "Family-owned kitchen and bathroom remodeler with a 2,400 sq ft design showroom in Congers, NY: design-build remodeling, cabinet sales, countertops, tile and custom closets.",
  phone: {
    display: "(845) 555-0142",
    // 555-01xx numbers are reserved for fiction, so the demo can never ring a stranger.
    tel: "+18455550142",
  },
  email: "hello@lakesidekitchenbath.com",
  leadsEmail: "leads@lakesidekitchenbath.com",
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
  // Reading 1 (header, trust stats): the company's own track record since 2010.
  yearsInBusiness: "15+",
  projectsCompleted: "2,500+",
  // Reading 2 (footer): the team's combined years in the trades, which began
  // before the company was founded.
  teamExperienceYears: "25+",
  showroomSqFt: "2,400",
  rating: { value: 5.0, count: 150 },
  hours: {
    short: "Mon–Fri 9–6 • Sat 9–4 • Sun by Appt",
    rows: [
      { days: "Monday – Friday", time: "9AM – 6PM" },
      { days: "Saturday", time: "9AM – 4PM" },
      { days: "Sunday", time: "By appointment" },
    ],
    // Opening hours for structured data; Sunday is by appointment only, so
    // it is not listed as open.
    schema: [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { days: ["Saturday"], opens: "09:00", closes: "16:00" },
    ],
  },
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
  // Demo values: replace with the real numbers before going live.
  licenses: [
    {
      state: "NY",
      authority: "Rockland County Office of Consumer Protection",
      number: "H-12345 (demo value)",
    },
    {
      state: "NJ",
      authority: "NJ Division of Consumer Affairs, Home Improvement Contractor",
      number: "13VH00000000 (demo value)",
    },
    {
      state: "CT",
      authority:
        "CT Department of Consumer Protection, Home Improvement Contractor",
      number: "HIC.0000000 (demo value)",
    },
  ],
  textUsMessage:
    "Hi Lakeside Kitchen & Bath! I'd like someone to contact me about a remodeling project.",
} as const;

export const fullAddress = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`;

export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `${business.name}, ${fullAddress}`,
)}`;

export const telHref = `tel:${business.phone.tel}`;

// The `?&body=` form works on both iOS and Android messaging apps.
export const smsHref = `sms:${business.phone.tel}?&body=${encodeURIComponent(business.textUsMessage)}`;

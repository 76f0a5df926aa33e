// The booking pages' words (/book and its confirmation).
export const bookingCopy = {
  title: "Book a Showroom Visit or In-Home Estimate",
  description:
    "Pick a free time for a showroom visit in Congers, NY or an in-home estimate, and get your confirmation at once.",
  intro:
    "Choose what you would like, pick a free time and tell us who you are: your time is booked at once, with a confirmation and a calendar entry by email.",
  timesHeading: "Free times",
  timeZoneNote: "Times are New York time.",
  firstChosen:
    "The first free time is chosen: pick another if it suits you better.",
  noTimes:
    "No free times in these days. Please look at later dates, or call us.",
  laterDates: "Later dates",
  earlierDates: "Earlier dates",
  detailsHeading: "Your details",
  submit: "Confirm booking",
  pending: "Booking…",
  rateLimited:
    "Too many bookings from your connection. Please wait a minute and try again, or call us.",
  confirmedTitle: "Your appointment is booked",
  pendingTitle: "Your appointment is requested",
  cancelledTitle: "This appointment was cancelled",
} as const;

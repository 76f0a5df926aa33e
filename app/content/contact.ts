import { business } from "#app/business/current.ts";
import { appointmentDays, openHoursSentence } from "#app/business/hours.ts";
import { serviceSummaries } from "./services.ts";

// The contact form's choices and the words around them (docs/product.md, "Decisions the specification left open").
export const requestTypes = [
  { value: "showroom-visit", label: "Showroom visit" },
  { value: "free-estimate", label: "Free in-home estimate" },
  { value: "consultation", label: "Design consultation" },
] as const;

export const contactMethods = [
  { value: "phone", label: "Phone call" },
  { value: "text", label: "Text message" },
  { value: "email", label: "Email" },
] as const;

// Where the owner has got to with a request (the leads screen); every
// request starts 'new'.
export const contactRequestStatuses = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "scheduled", label: "Visit or estimate booked" },
  { value: "closed", label: "Closed" },
] as const;

export const NOT_SURE_SERVICE = "not-sure";

export const serviceChoices = [
  ...serviceSummaries.map((service) => ({
    value: service.slug,
    label: service.title,
  })),
  { value: NOT_SURE_SERVICE, label: "Not sure yet / several" },
];

export const contactFieldLabels = {
  requestType: "What would you like",
  name: "Your name",
  email: "Email",
  phone: "Phone",
  service: "Service of interest",
  townOrZip: "Town or ZIP code",
  preferredDate: "Preferred date",
  preferredTime: "Preferred time",
  contactMethod: "How should we reach you",
  message: "Message",
} as const;

export const contactCopy = {
  title: "Contact Us & Schedule a Showroom Visit",
  description:
    "Schedule a showroom visit, request a free estimate or book a consultation with Lakeside Kitchen & Bath in Congers, NY.",
  formHeading: "Request a visit, estimate or consultation",
  formIntro:
    "Tell us what you have in mind. We answer every request within one business day, and we never share your details.",
  submit: "Send request",
  pending: "Sending…",
  rateLimited:
    "Too many requests from your connection. Please wait a minute and try again, or call us.",
  liveTimesHeading: "Book a free showroom time now",
  liveTimesIntro:
    "For a showroom visit, these times are free (New York time): pick one to book it at once. Or send the form below and we will call you to agree a time.",
  moreTimes: "More free times",
};

/** The visit date's hint, from the hours the owner keeps. */
export function dateHint() {
  const week = business().weeklyHours;
  const byAppointment = appointmentDays(week);
  const open = `Showroom visits: ${openHoursSentence(week)}.`;
  if (!byAppointment.length) return open;
  return `${open} ${byAppointment.map((day) => `${day}s`).join(" and ")} are by appointment: choose a ${byAppointment[0]} and we will call to agree a time.`;
}

/** What happens after a request, within the hours the owner keeps. */
export function nextSteps() {
  return `A member of our design team will contact you within one business day (${openHoursSentence(business().weeklyHours)}).`;
}

/** The honest service-area sentence for pages and emails. */
export function serviceAreaSentence(area: {
  inArea: boolean | null;
  miles: number | null;
}): string {
  const distance =
    area.miles === null
      ? ""
      : ` about ${area.miles} ${area.miles === 1 ? "mile" : "miles"} from our Congers showroom`;
  if (area.inArea === true) {
    return `Good news: you are in our service area${distance ? `,${distance}` : ""}.`;
  }
  if (area.inArea === false) {
    return `Your home is${distance || " some distance from our showroom"}, outside the area we usually serve. We have kept your request and will tell you honestly whether we can take on your project.`;
  }
  return "We could not place your town automatically, so we will confirm that we serve your area when we contact you.";
}

export function requestTypeLabel(value: string): string {
  return requestTypes.find((t) => t.value === value)?.label ?? value;
}

export function choiceLabel(
  list: ReadonlyArray<{ value: string; label: string }>,
  value: string | null | undefined,
): string {
  if (!value) return "Not given";
  return list.find((item) => item.value === value)?.label ?? value;
}

import { setFactsOutsideRequests } from "#app/business/current.ts";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import { withHoursInWords } from "#app/business/hours.ts";

// A test that renders an email or a page part outside a request sees the
// demo business, as a fresh install does; requests (tests/setup/route-call.ts
// and the servers) read the stored facts.
setFactsOutsideRequests(withHoursInWords(DEMO_BUSINESS));

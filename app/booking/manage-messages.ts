// The manage page's refusals: its component shows one of them, so they
// live apart from manage.server.ts.
export const manageMessages = {
  unknown:
    "This link does not match any booking. Please use the link in your latest email, or call us.",
  cancelled: "This appointment was cancelled. You are welcome to book again.",
  passed:
    "This appointment has already begun or passed, so it can no longer be changed here. Please call us.",
} as const;

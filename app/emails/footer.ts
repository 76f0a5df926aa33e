import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";

// Every message ends with who sent it and where they are (CAN-SPAM's postal
// address) and the contractor registrations NJ and CT require on
// correspondence with consumers.
export function footerLines(): string[] {
  return [
    `${business().name}, ${fullAddress(business())}`,
    `${business().phone.display} · ${business().hours.short}`,
    ...business().licenses.map(
      (licence) => `${licence.authority}: ${licence.number}`,
    ),
  ];
}

export const UNSUBSCRIBE_LABEL = "Unsubscribe from these emails";

// CAN-SPAM: a marketing message says why the person gets it.
export function listReason() {
  return `You receive this email because you subscribed to news from ${business().name} on our website.`;
}

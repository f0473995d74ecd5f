/** The three answers of a payment method without keys (lib/checkout/messages.ts, lib/billing/messages.ts). */
export type NotConfiguredMessages = { cardNotConfigured: string; paypalNotConfigured: string; noneConfigured: string };

/**
 * What a payment method without keys says, on the page and from its API alike: to use the other
 * method, or, when neither has keys, to contact us (never to try the other one).
 */
export function notConfiguredMessage(messages: NotConfiguredMessages, method: "card" | "paypal", otherConfigured: boolean): string {
  if (!otherConfigured) return messages.noneConfigured;
  return method === "card" ? messages.cardNotConfigured : messages.paypalNotConfigured;
}

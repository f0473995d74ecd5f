/** Server answers of the checkout endpoints (the spec leaves their wording open). */
export const CHECKOUT_MESSAGES = {
  cardNotConfigured: "Card payments are not configured on this site yet. Please choose another way to pay or contact us.",
  paypalNotConfigured: "PayPal payments are not configured on this site yet. Please choose another way to pay or contact us.",
  noneConfigured: "Card and PayPal payments are not configured on this site yet. Please contact us to place your order.",
  webhookNotConfigured: "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is missing).",
  providerUnavailable: "The payment provider could not be reached. Please try again.",
  alreadyPaid: "This order has already been paid.",
  paypalPending:
    "Your PayPal payment is pending: PayPal has not completed it yet, so your order is not paid yet. Please do not pay again; we e-mail your receipt as soon as PayPal completes it.",
  paypalUnconfirmed: "We could not confirm your PayPal payment with PayPal yet. Please try again in a moment; this order cannot be charged twice.",
  notPayable: "This order can no longer be paid. Please start again from your cart.",
  orderNotFound: "Order not found",
  tooManyAttempts: "Too many payment attempts from your network. Please try again in a few minutes.",
  tooManyCartChanges: "Too many cart changes from your network. Please try again in a few minutes.",
} as const;

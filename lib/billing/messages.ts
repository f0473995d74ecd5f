/** What billing answers the buyer (the spec leaves these words open). */
export const BILLING_MESSAGES = {
  cardNotConfigured: "Card payments are not configured on this site yet. Please choose PayPal or contact us.",
  paypalNotConfigured: "PayPal is not configured on this site yet. Please pay by card or contact us.",
  noneConfigured: "Card and PayPal payments are not configured on this site yet. Please contact us to start your plan.",
  notSetUp: (provider: "stripe" | "paypal") =>
    `The plans are not set up at ${provider === "stripe" ? "Stripe" : "PayPal"} yet. Please try again later or contact us (an administrator creates them from the setup page).`,
  signIn: "Please sign in to subscribe.",
  notFound: "Subscription not found",
  tooMany: "Too many attempts. Please try again in a few minutes.",
  alreadySamePlan: (name: string) => `You are already subscribed to ${name}. Manage it on your billing page.`,
  alreadyOtherPlan: (name: string) => `You already have the ${name} plan. To switch plans, change it on your billing page.`,
  alreadyPaid: "This subscription is already paid. See your billing page.",
  samePlan: "That is already your plan.",
  overdue: "Your last payment is overdue. Update your payment method first; plan changes open again once it goes through.",
  cancelPending: "This subscription is set to end. Undo the cancellation first, then change the plan.",
  notRunning: "This subscription is not running.",
} as const;

/** The checkout's texts from public-site.md §2 and §8, verbatim. */
export const CHECKOUT_TEXTS = {
  preparing: "Preparing payment form...",
  initFailed: "Failed to initialize payment. Please try again.",
  paymentFailed: "Payment Failed",
  paymentError: "Payment Error",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

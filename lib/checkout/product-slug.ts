/** A product's slug in the cart API and `/checkout?add=<slug>`. Free of zod, so the checkout page's first load stays light. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

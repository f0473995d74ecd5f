import { z } from "zod";
import { CART_LIMITS } from "@/lib/constants";
import { CART_SESSION_ID_PATTERN } from "@/lib/checkout/cart-session-id";
import { PRODUCT_SLUG_PATTERN } from "@/lib/checkout/product-slug";

/**
 * Checkout (public-site.md §2, §5): one set of schemas for the browser forms, the cart and payment
 * route handlers and the tests. Identity: e-mail and full name required, company optional.
 */

export { CART_SESSION_ID_PATTERN, isCartSessionId } from "@/lib/checkout/cart-session-id";
export const cartSessionIdSchema = z.string().regex(CART_SESSION_ID_PATTERN, "Invalid cart session");

export { PRODUCT_SLUG_PATTERN } from "@/lib/checkout/product-slug";

const quantity = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(CART_LIMITS.maxQuantity, `You can buy at most ${CART_LIMITS.maxQuantity} of one item`);

/** POST /api/cart/{sessionId}/items */
export const addToCartSchema = z.strictObject({
  productSlug: z.string().regex(PRODUCT_SLUG_PATTERN, "Unknown product"),
  quantity: quantity.default(1),
});

/** PATCH /api/cart/{sessionId}/items/{itemId} */
export const updateCartItemSchema = z.strictObject({ quantity });

export const IDENTITY_LIMITS = { email: 254, fullName: 100, company: 200 } as const;

export const checkoutIdentitySchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address").max(IDENTITY_LIMITS.email, "Please enter a valid email address")),
  fullName: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(IDENTITY_LIMITS.fullName, `Full name must be at most ${IDENTITY_LIMITS.fullName} characters`),
  company: z
    .string()
    .trim()
    .max(IDENTITY_LIMITS.company, `Company must be at most ${IDENTITY_LIMITS.company} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type CheckoutIdentityValues = z.input<typeof checkoutIdentitySchema>;
export type CheckoutIdentity = z.output<typeof checkoutIdentitySchema>;

/**
 * POST /api/create-payment-intent and POST /paypal/order: the cart and who pays. Anything else the
 * browser sends (the spec's PayPal client sends amount, currency and intent) is dropped: amounts are
 * computed on the server from the cart, the currency is USD and the intent CAPTURE.
 */
export const startPaymentSchema = checkoutIdentitySchema.extend({ sessionId: cartSessionIdSchema });
export type StartPaymentInput = z.output<typeof startPaymentSchema>;

/** POST /paypal/order/{orderId}/capture: the cart that created the PayPal order. */
export const capturePaymentSchema = z.object({ sessionId: cartSessionIdSchema });

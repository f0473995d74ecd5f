/**
 * The browser's cart session id (local storage `cart_session_id`): a v4 UUID, lowercase, nothing else.
 * Kept free of zod so the header's cart indicator stays light on marketing pages.
 */
export const CART_SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const isCartSessionId = (value: unknown): value is string => typeof value === "string" && CART_SESSION_ID_PATTERN.test(value);

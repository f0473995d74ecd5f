import "server-only";
import { CART_LIMITS } from "@/lib/constants";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";
import { errorResponse } from "@/lib/http/responses";
import { clientIp } from "@/lib/http/request-meta";
import { hit } from "@/lib/rate-limit";
import { rateLimitAddress } from "@/lib/http/client-address";

type Bucket = "read" | "write" | "payment";

const BUCKETS: Record<Bucket, { limit: number; windowSeconds: number; message: string }> = {
  read: { ...CART_LIMITS.readsPerIp, message: "Too many requests from your network. Please try again in a few minutes." },
  write: { ...CART_LIMITS.writesPerIp, message: CHECKOUT_MESSAGES.tooManyCartChanges },
  payment: { ...CART_LIMITS.paymentStartsPerIp, message: CHECKOUT_MESSAGES.tooManyAttempts },
};

/** Per-IP limits of the cart and payment endpoints: a 429 with Retry-After past the limit, else null. */
export async function limitCheckoutRequest(req: Request, bucket: Bucket): Promise<Response | null> {
  const { limit, windowSeconds, message } = BUCKETS[bucket];
  const result = await hit(`checkout:${bucket}:${rateLimitAddress(clientIp(req))}`, limit, windowSeconds);
  if (result.allowed) return null;
  return errorResponse(429, message, { "Retry-After": String(result.retryAfterSeconds) });
}

import "server-only";
import { env } from "@/lib/env";
import { hit, peek, reset } from "@/lib/rate-limit";
import { rateLimitAddress } from "@/lib/http/client-address";

/**
 * Sign-in throttling against brute force and credential stuffing: failures are counted per
 * username and per IP in PostgreSQL (shared by all instances) within a window. Past the limit the
 * answer is 429 for the rest of the window; no permanent lockout that an attacker could abuse.
 */
const userKey = (username: string) => `login:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${rateLimitAddress(ip)}`;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export async function checkSignInThrottle(username: string, ip: string): Promise<ThrottleState> {
  const e = env();
  const [u, i] = await Promise.all([
    peek(userKey(username), e.LOGIN_MAX_FAILURES_PER_USER),
    peek(ipKey(ip), e.LOGIN_MAX_FAILURES_PER_IP),
  ]);
  if (u.allowed && i.allowed) return { blocked: false };
  return { blocked: true, retryAfterSeconds: Math.max(u.retryAfterSeconds, i.retryAfterSeconds) };
}

export async function recordSignInFailure(username: string, ip: string): Promise<void> {
  const e = env();
  const windowSeconds = e.LOGIN_WINDOW_MINUTES * 60;
  await Promise.all([
    hit(userKey(username), e.LOGIN_MAX_FAILURES_PER_USER, windowSeconds),
    hit(ipKey(ip), e.LOGIN_MAX_FAILURES_PER_IP, windowSeconds),
  ]);
}

export async function clearSignInFailures(username: string): Promise<void> {
  await reset(userKey(username));
}

export function throttleMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

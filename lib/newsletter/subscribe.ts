import "server-only";
import { db } from "@/lib/db";
import { normalizeEmail } from "@/lib/verification";

/**
 * Adds an address to `newsletter_subscribers`. Subscribing twice is not an error and the answer is
 * the same either way, so the form cannot be used to find out who is subscribed.
 */
export async function subscribeToNewsletter(email: string, source: string | null): Promise<void> {
  const address = normalizeEmail(email) ?? email.trim().toLowerCase();
  await db().newsletterSubscriber.upsert({
    where: { email: address },
    create: { email: address, source },
    update: {},
  });
}

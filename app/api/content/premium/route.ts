import { currentUser } from "@/lib/auth/session";
import { hasPremiumAccess } from "@/lib/content/premium-access";
import { premiumTexts } from "@/lib/content/premium-content";
import type { PremiumAnswer } from "@/lib/content/premium-types";
import { guardErrors } from "@/lib/http/guard-errors";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/**
 * Public: the premium island on static pages asks here. Locked for everyone hasPremiumAccess()
 * refuses; subscribers get every full text by id.
 */
export const GET = guardErrors("GET /api/content/premium", async (): Promise<Response> => {
  const unlocked = await hasPremiumAccess(await currentUser());
  const answer: PremiumAnswer = unlocked ? { unlocked: true, items: premiumTexts() } : { unlocked: false };
  return json(answer);
});

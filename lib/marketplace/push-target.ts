import "server-only";
import type { DeliveryPushMethod } from "@/lib/generated/prisma/enums";

/**
 * Where a buyer's pushes may go: checked when the set-up is saved. A problem to show under the field,
 * or null. (The push module checks the address again, resolved, at every send.)
 */
export async function checkPushTarget(method: DeliveryPushMethod, url: string | null): Promise<string | null> {
  if (method !== "webhook" && method !== "zapier") return null;
  let parsed: URL;
  try {
    parsed = new URL(url ?? "");
  } catch {
    return "Enter a full address starting with https://";
  }
  if (parsed.protocol !== "https:") return "The address must start with https:// (leads carry personal data)";
  return null;
}

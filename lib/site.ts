import "server-only";
import { env } from "@/lib/env";

export type SiteConfig = { name: string; url: string; phone: string; phoneHref: string; email: string };

/** Public facts about the business, from the environment (SITE_NAME, SITE_URL, CONTACT_*). */
export function siteConfig(): SiteConfig {
  const e = env();
  return {
    name: e.SITE_NAME,
    url: e.SITE_URL.replace(/\/$/, ""),
    phone: e.CONTACT_PHONE,
    phoneHref: `tel:${e.CONTACT_PHONE.replace(/[^\d+]/g, "")}`,
    email: e.CONTACT_EMAIL,
  };
}

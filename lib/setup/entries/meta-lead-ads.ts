import "server-only";
import { db } from "@/lib/db";
import type { SetupEntry } from "@/lib/setup/types";

/** Meta Lead Ads: Meta calls us for each new lead; the lead itself is fetched with the access token. */
export const metaLeadAdsEntry: SetupEntry = {
  key: "meta-lead-ads",
  title: "Meta Lead Ads",
  summary: "Leads from your Facebook and Instagram lead forms arrive here within seconds. Without these, the webhook answers 503.",
  variables: [
    { name: "FACEBOOK_APP_SECRET", where: "developers.facebook.com → your app → App settings → Basic → App secret (Show)." },
    { name: "FACEBOOK_VERIFY_TOKEN", where: "Any long random text you choose; type the same text in the app → Webhooks → Page → Verify token." },
    { name: "FACEBOOK_ACCESS_TOKEN", where: "A Page or system-user token with leads_retrieval (Business settings → System users → Generate token)." },
  ],
  webhook: {
    path: "/api/facebook/webhook",
    endpoint: "facebook",
    related: [
      {
        endpoint: "facebook-subscription",
        label: "Page subscription check",
        missing: "Meta has not checked the subscription yet: in your app → Webhooks → Page, paste the URL and verify token, then subscribe to the leadgen field and connect your Page.",
      },
    ],
  },
  links: [{ href: "/admin/webhooks", label: "Webhooks" }],
  async waiting() {
    const count = await db().webhookInbox.count({ where: { provider: "facebook", processedAt: null } });
    return count ? { count, label: count === 1 ? "Lead Ads delivery waiting" : "Lead Ads deliveries waiting", href: "/admin/webhooks" } : null;
  },
};

import "server-only";
import { agentsEntry } from "@/lib/setup/entries/agents";
import { clientAddressEntry } from "@/lib/setup/entries/client-address";
import { emailEntry } from "@/lib/setup/entries/email";
import { hubspotEntry } from "@/lib/setup/entries/hubspot";
import { metaCapiEntry } from "@/lib/setup/entries/meta-capi";
import { metaLeadAdsEntry } from "@/lib/setup/entries/meta-lead-ads";
import { openAiEntry } from "@/lib/setup/entries/openai";
import { paypalEntry } from "@/lib/setup/entries/paypal";
import { pipedriveEntry } from "@/lib/setup/entries/pipedrive";
import { resendWebhookEntry } from "@/lib/setup/entries/resend-webhook";
import { salesforceEntry } from "@/lib/setup/entries/salesforce";
import { stripeEntry } from "@/lib/setup/entries/stripe";
import { stripeWebhookEntry } from "@/lib/setup/entries/stripe-webhook";
import { stripeBillingEntry } from "@/lib/setup/entries/stripe-billing";
import { paypalBillingEntry } from "@/lib/setup/entries/paypal-billing";
import { billingWebhooksEntry } from "@/lib/setup/entries/billing-webhooks";
import { twilioEntry } from "@/lib/setup/entries/twilio";
import { vendorApiKeysEntry } from "@/lib/setup/entries/vendor-api-keys";
import { zapierEntry } from "@/lib/setup/entries/zapier";
import type { SetupEntry } from "@/lib/setup/types";

/**
 * The setup checklist of /admin, in the order an agency sets things up: one entry per row, each in
 * its own file under entries/. To add a row, write an entry and list it here; the page, the Test action and the docs' checklist read this list.
 */
export const SETUP_ENTRIES: readonly SetupEntry[] = [
  agentsEntry,
  emailEntry,
  resendWebhookEntry,
  twilioEntry,
  metaCapiEntry,
  metaLeadAdsEntry,
  vendorApiKeysEntry,
  stripeEntry,
  stripeWebhookEntry,
  paypalEntry,
  stripeBillingEntry,
  paypalBillingEntry,
  billingWebhooksEntry,
  openAiEntry,
  hubspotEntry,
  pipedriveEntry,
  salesforceEntry,
  zapierEntry,
  clientAddressEntry,
];

export function setupEntry(key: string): SetupEntry | undefined {
  return SETUP_ENTRIES.find((e) => e.key === key);
}

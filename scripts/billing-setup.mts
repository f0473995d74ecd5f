// `npm run billing:setup`: the plans' Products and Prices at Stripe and catalog Products and billing
// Plans at PayPal, created idempotently by lookup key for each configured provider (the Tests of the
// "Stripe Billing prices" and "PayPal subscription plans" rows on /admin do the same). Safe to run again:
// what exists is kept, a changed price gets a new one that takes its key over.
import { loadEnvFiles } from "./lib/env-files.mts";
import { syncPayPalCatalog, syncStripeCatalog } from "@/lib/billing/catalog";
import { paypalConfigured } from "@/lib/payments/paypal/client";
import { stripeConfigured } from "@/lib/payments/stripe/client";
import { db } from "@/lib/db";

loadEnvFiles();
if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set. With npm start's embedded database, use the Tests on /admin (Setup) instead.");
  process.exit(1);
}
let failed = false;
for (const [name, configured, sync] of [
  ["Stripe", stripeConfigured(), syncStripeCatalog],
  ["PayPal", paypalConfigured(), syncPayPalCatalog],
] as const) {
  if (!configured) {
    console.log(`${name}: not configured, skipped.`);
    continue;
  }
  try {
    const result = await sync();
    console.log(`${name}: ${result.prices} prices in place${result.created.length ? `; created ${result.created.join(", ")}` : "; nothing to create"}.`);
  } catch (e) {
    failed = true;
    console.error(`${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
await db().$disconnect();
process.exit(failed ? 1 : 0);

import { BILLING_GRACE_DAYS, formatCents } from "@/lib/constants";
import { formatDate } from "@/lib/crm/format";

/** The buyer's billing e-mails: a failed renewal (the grace), delivery paused after it, a refund. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const toHtml = (text: string) =>
  text
    .split("\n\n")
    .map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

type Site = { name: string; url: string; phone: string };
type Who = { name: string | null };

const hello = (who: Who) => `Hi ${who.name?.split(/\s+/)[0] || "there"},`;
const provider = (p: "stripe" | "paypal") => (p === "paypal" ? "PayPal" : "your card");

function mail(subject: string, lines: string[], site: Site) {
  const text = [...lines, "", `${site.name} · Austin, TX`].join("\n");
  return { subject: `${subject} – ${site.name}`, text, html: toHtml(text) };
}

export function paymentFailedEmail(who: Who, sub: { planName: string; amountCents: number; provider: "stripe" | "paypal"; graceEndsAt: Date }, site: Site) {
  return mail(
    "Your payment did not go through",
    [
      hello(who),
      "",
      `We could not renew your ${sub.planName} plan: the payment of ${formatCents(sub.amountCents)} by ${provider(sub.provider)} did not go through.`,
      "",
      `Nothing changes for ${BILLING_GRACE_DAYS} days: your leads keep coming until ${formatDate(sub.graceEndsAt)}. After that, delivery pauses until the payment goes through. ${sub.provider === "paypal" ? "PayPal" : "Stripe"} tries again on its own; to fix it now, update your payment method: ${site.url}/account/billing`,
      "",
      `Questions? Call ${site.phone} or reply to this e-mail.`,
    ],
    site,
  );
}

export function deliveryPausedEmail(who: Who, sub: { planName: string }, site: Site) {
  return mail(
    "Lead delivery is paused",
    [
      hello(who),
      "",
      `Your ${sub.planName} plan's renewal is still unpaid after the ${BILLING_GRACE_DAYS}-day grace, so lead delivery is paused. It resumes as soon as the payment goes through.`,
      "",
      `Update your payment method: ${site.url}/account/billing`,
      "",
      `Questions? Call ${site.phone}.`,
    ],
    site,
  );
}

export function refundEmail(who: Who, refund: { amountCents: number; planName: string; provider: "stripe" | "paypal"; moneyBack: boolean }, site: Site) {
  return mail(
    "Your refund is on its way",
    [
      hello(who),
      "",
      `We refunded ${formatCents(refund.amountCents)} for your ${refund.planName} plan to ${refund.provider === "paypal" ? "your PayPal account" : "your card"}.${refund.moneyBack ? " That is our 30-day money-back guarantee: the leads you already received are yours to keep." : ""}`,
      "",
      refund.provider === "paypal" ? "PayPal usually shows it within a few days." : "Banks usually show it within 5 to 10 business days.",
      "",
      `Receipts and invoices: ${site.url}/account/billing`,
    ],
    site,
  );
}

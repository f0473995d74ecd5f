import { formatCents, PROMISES } from "@/lib/constants";
import type { OrderLine } from "@/lib/checkout/order-lines";

/** The receipt after a paid order and the one reminder after an abandoned cart. */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type Site = { name: string; url: string; phone: string };

function toHtml(text: string): string {
  return text
    .split("\n\n")
    .map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function lineText(l: OrderLine): string {
  return `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ""}: ${formatCents(l.lineTotal)}`;
}

export function receiptEmail(
  order: { id: number; customerName: string | null; total: number; paymentMethod: string | null; paidAt: Date },
  lines: OrderLine[],
  site: Site,
  opts: { premiumUnlocked: boolean; invitationLink?: string | null },
) {
  const first = order.customerName?.split(/\s+/)[0] || "there";
  const hasLeads = lines.some((l) => l.type !== "content_subscription");
  const text = [
    `Hi ${first},`,
    "",
    `Thank you for your order. This is your receipt for order #${order.id}, paid on ${order.paidAt.toISOString().slice(0, 10)} by ${order.paymentMethod === "paypal" ? "PayPal" : "card"}.`,
    "",
    [...lines.map(lineText), `Total: ${formatCents(order.total)} (USD)`].join("\n"),
    "",
    ...(hasLeads
      ? [
          opts.invitationLink
            ? `What happens next: create your account with this link (it is yours alone, valid 30 days), then choose your lead areas, lines and delivery: ${opts.invitationLink}`
            : `What happens next: choose your lead areas, lines and delivery here: ${site.url}/account/plan/setup`,
          "",
          `We review your set-up and leads begin within ${PROMISES.leadsStartHours} hours of it. Report a defective lead within ${PROMISES.defectReportHours} hours from its page in your CRM for a free replacement. New clients are covered by our ${PROMISES.moneyBackDays}-day money-back guarantee.`,
          "",
        ]
      : []),
    ...(opts.premiumUnlocked ? [`Premium content is unlocked on your account: ${site.url}/marketing-packages`, ""] : []),
    `Questions about this order? Call ${site.phone} or reply to this e-mail and mention order #${order.id}.`,
    "",
    `${site.name} · Austin, TX`,
  ].join("\n");
  return { subject: `Your receipt for order #${order.id} – ${site.name}`, text, html: toHtml(text) };
}

export function cartRecoveryEmail(
  cart: { sessionId: string; customerName: string | null; value: number },
  lines: { name: string; quantity: number }[],
  site: Site,
) {
  const first = cart.customerName?.split(/\s+/)[0] || "there";
  const link = `${site.url}/checkout?cart=${cart.sessionId}`;
  const text = [
    `Hi ${first},`,
    "",
    "You started an order with us but did not finish paying. Your cart is saved:",
    "",
    lines.map((l) => `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ""}`).join("\n"),
    `Total: ${formatCents(cart.value)}`,
    "",
    `Pick up where you left off: ${link}`,
    "",
    `Leads begin within ${PROMISES.leadsStartHours} hours of setup, and every lead is verified (${PROMISES.verificationGuaranteePercent}%+ or a free replacement). Questions? Call ${site.phone}.`,
    "",
    `This is the only reminder we send about this cart. To stop all e-mails from us, visit ${site.url}/opt-out.`,
    `${site.name} · Austin, TX`,
  ].join("\n");
  return { subject: `Your cart is saved – ${site.name}`, text, html: toHtml(text) };
}

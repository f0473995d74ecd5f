import "server-only";
import { db } from "@/lib/db";
import { BILLING_INCOMPLETE_EXPIRES_HOURS, QUEUE_BEHIND_SECONDS, SETUP_PROMISE_HOURS, SPEED_TO_LEAD_TARGET_MINUTES, UNSOLD_REOFFER_HOURS } from "@/lib/constants";
import { marketplaceBuyers } from "@/lib/marketplace/admin-views";
import { billingAttention } from "@/lib/billing/reads";
import { pipelineAttention } from "@/lib/jobs/pipeline-health";
import { taskLabel } from "@/lib/jobs/task-labels";
import { formatDate } from "@/lib/crm/format";
import { HONEYPOT_FLAG } from "@/lib/verification/bot";

/** One "needs attention" line: a count, why (the most common reasons), and the page that fixes it. */
export type AttentionItem = { key: string; count: number; label: string; reasons: { reason: string; count: number }[]; href: string; action: string };

type Row = {
  meta_pending: number;
  meta_failed: number;
  emails: number;
  jobs: number;
  webhooks: number;
  registrations: number;
  unassigned: number;
  late: number;
  setups: number;
  oldest_setup: Date | null;
  returns: number;
  unsold: number;
  meta_pending_reasons: { reason: string; count: number }[] | null;
  meta_failed_reasons: { reason: string; count: number }[] | null;
  email_reasons: { reason: string; count: number }[] | null;
  webhook_reasons: { reason: string; count: number }[] | null;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
/** The first day a provider needs our evidence (Stripe) or answer (PayPal) by, as the item's one reason. */
const dueReason = (provider: "Stripe" | "PayPal", what: "evidence" | "answer", due: Date | null) =>
  due ? [{ reason: `first ${what} due at ${provider} by ${formatDate(due)}: without it the dispute is lost`, count: 1 }] : [];

/**
 * What needs an admin now, in one round trip (and the buyers' pace, billing and the job queue): the
 * background jobs waiting with no worker running or for over QUEUE_BEHIND_SECONDS; Meta events pending or failed,
 * e-mails not sent, failed jobs, webhook deliveries unmatched or failed, registrations waiting for
 * approval, leads unassigned (outside the marketplace) or not contacted within the speed-to-lead
 * target; the marketplace's set-ups waiting (with the 24–48 h promise), returns waiting, fresh unsold
 * leads, buyers behind pace and buyers returning too many leads. Bots (the honeypot filled: stored as evidence, never worked) are not counted as leads waiting. Only non-zero items are returned; the
 * page says "nothing needs attention" when the list is empty. Deleted leads are left out.
 */
export async function needsAttention(now = new Date()): Promise<AttentionItem[]> {
  const late = new Date(now.getTime() - SPEED_TO_LEAD_TARGET_MINUTES * 60_000);
  const [r] = await db().$queryRaw<Row[]>`
    WITH reasons AS (
      SELECT status::text AS status, coalesce(nullif(split_part("lastError", '. ', 1), ''), CASE WHEN status = 'pending' THEN 'Waiting to be sent' ELSE 'No reason recorded' END) AS reason, count(*)::int AS n
      FROM conversion_events WHERE status IN ('pending', 'failed') GROUP BY 1, 2
    ), mail AS (
      SELECT coalesce(metadata->>'reason', metadata->>'lastError', 'No reason recorded') AS reason, count(*)::int AS n
      FROM communications WHERE type = 'email' AND status IN ('not_sent', 'failed') GROUP BY 1
    ), hooks AS (
      SELECT provider || ': ' || outcome AS reason, count(*)::int AS n
      FROM webhook_inbox WHERE outcome IN ('unmatched', 'failed') GROUP BY 1
    )
    SELECT
      (SELECT coalesce(sum(n), 0) FROM reasons WHERE status = 'pending')::int AS meta_pending,
      (SELECT coalesce(sum(n), 0) FROM reasons WHERE status = 'failed')::int AS meta_failed,
      (SELECT coalesce(sum(n), 0) FROM mail)::int AS emails,
      (SELECT count(*) FROM graphile_worker.jobs WHERE last_error IS NOT NULL AND attempts >= max_attempts)::int AS jobs,
      (SELECT coalesce(sum(n), 0) FROM hooks)::int AS webhooks,
      (SELECT count(*) FROM users WHERE status = 'pending')::int AS registrations,
      (SELECT count(*) FROM leads WHERE "deletedAt" IS NULL AND "assignedTo" IS NULL AND status NOT IN ('converted', 'lost') AND "marketStatus" IS NULL AND NOT (${HONEYPOT_FLAG} = ANY("verificationFlags")))::int AS unassigned,
      (SELECT count(*) FROM buyer_profiles WHERE "setupStatus" = 'submitted')::int AS setups,
      (SELECT min("submittedAt") FROM buyer_profiles WHERE "setupStatus" = 'submitted') AS oldest_setup,
      (SELECT count(*) FROM lead_returns WHERE status = 'pending')::int AS returns,
      (SELECT count(*) FROM leads WHERE "marketStatus" = 'unsold' AND "deletedAt" IS NULL AND "unsoldAt" > ${new Date(now.getTime() - UNSOLD_REOFFER_HOURS * 3_600_000)})::int AS unsold,
      (SELECT count(*) FROM leads WHERE "deletedAt" IS NULL AND status = 'new' AND "firstContactAt" IS NULL AND "createdAt" < ${late} AND NOT (${HONEYPOT_FLAG} = ANY("verificationFlags")))::int AS late,
      (SELECT json_agg(json_build_object('reason', reason, 'count', n) ORDER BY n DESC) FROM (SELECT * FROM reasons WHERE status = 'pending' ORDER BY n DESC LIMIT 3) x) AS meta_pending_reasons,
      (SELECT json_agg(json_build_object('reason', reason, 'count', n) ORDER BY n DESC) FROM (SELECT * FROM reasons WHERE status = 'failed' ORDER BY n DESC LIMIT 3) x) AS meta_failed_reasons,
      (SELECT json_agg(json_build_object('reason', reason, 'count', n) ORDER BY n DESC) FROM (SELECT * FROM mail ORDER BY n DESC LIMIT 3) x) AS email_reasons,
      (SELECT json_agg(json_build_object('reason', reason, 'count', n) ORDER BY n DESC) FROM (SELECT * FROM hooks ORDER BY n DESC LIMIT 3) x) AS webhook_reasons`;
  const row = r!;
  const [buyers, billing, pipeline] = await Promise.all([marketplaceBuyers(now), billingAttention(now), pipelineAttention(now)]);
  const stopped = pipeline.runners === 0 ? pipeline.waiting : 0;
  const behindQueue = pipeline.runners > 0 ? pipeline.waitingLong : 0;
  const byTask = (field: "waiting" | "waitingLong") =>
    pipeline.byTask.filter((t) => t[field] > 0).sort((a, b) => b[field] - a[field]).slice(0, 3).map((t) => ({ reason: taskLabel(t.task) ?? t.task, count: t[field] }));
  const behind = buyers.filter((b) => b.setupStatus === "approved" && !b.paused && b.cap > 0 && b.behindShare > 0.1);
  const flagged = buyers.filter((b) => b.flagged);
  const setupHours = row.oldest_setup ? (now.getTime() - row.oldest_setup.getTime()) / 3_600_000 : 0;
  const items: AttentionItem[] = [
    {
      key: "worker-stopped",
      count: stopped,
      label: `${plural(stopped, "background job waits", "background jobs wait")} and no worker is running`,
      reasons: stopped ? byTask("waiting") : [],
      href: "/admin/jobs",
      action: "See the queue",
    },
    {
      key: "queue-behind",
      count: behindQueue,
      label: `${plural(behindQueue, "background job", "background jobs")} waiting over ${QUEUE_BEHIND_SECONDS / 60} minutes`,
      reasons: behindQueue ? byTask("waitingLong") : [],
      href: "/admin/jobs",
      action: "See the queue",
    },
    {
      key: "setups",
      count: row.setups,
      label: plural(row.setups, "buyer set-up waiting for approval", "buyer set-ups waiting for approval"),
      reasons: row.oldest_setup
        ? [{ reason: setupHours < SETUP_PROMISE_HOURS.last ? `oldest waiting ${Math.floor(setupHours)} h: ${Math.ceil(SETUP_PROMISE_HOURS.last - setupHours)} h left of the ${SETUP_PROMISE_HOURS.first}–${SETUP_PROMISE_HOURS.last} h promise` : `oldest waiting ${Math.floor(setupHours)} h: past the ${SETUP_PROMISE_HOURS.last} h promise`, count: 1 }]
        : [],
      href: "/admin/marketplace?tab=setups",
      action: "Review set-ups",
    },
    { key: "returns", count: row.returns, label: plural(row.returns, "lead return waiting for a decision", "lead returns waiting for a decision"), reasons: [], href: "/admin/marketplace?tab=returns", action: "Decide returns" },
    { key: "behind", count: behind.length, label: plural(behind.length, "buyer behind pace", "buyers behind pace"), reasons: behind.slice(0, 3).map((b) => ({ reason: `${b.username}: ${b.delivered} of ${Math.round(b.expected)} expected by now`, count: 1 })), href: "/admin/marketplace?tab=buyers", action: "See supply and demand" },
    { key: "return-rate", count: flagged.length, label: plural(flagged.length, "buyer returning over 20% of leads", "buyers returning over 20% of leads"), reasons: flagged.slice(0, 3).map((b) => ({ reason: `${b.username}: ${b.returns30} of ${b.deliveries30}`, count: 1 })), href: "/admin/marketplace?tab=buyers", action: "Look at their returns" },
    {
      key: "billing-overdue",
      count: billing.pastDue + billing.suspended,
      label: plural(billing.pastDue + billing.suspended, "subscription renewal overdue", "subscription renewals overdue"),
      reasons: [
        ...(billing.pastDue ? [{ reason: "in their 3-day grace (leads still delivered)", count: billing.pastDue }] : []),
        ...(billing.suspended ? [{ reason: "delivery paused", count: billing.suspended }] : []),
      ],
      href: billing.suspended ? "/admin/billing?status=suspended" : "/admin/billing?status=past_due",
      action: "See the subscriptions",
    },
    {
      key: "billing-disputes",
      count: billing.disputes.payments.stripe.count,
      label: plural(billing.disputes.payments.stripe.count, "payment disputed by the buyer's bank", "payments disputed by the buyer's bank"),
      reasons: dueReason("Stripe", "evidence", billing.disputes.payments.stripe.dueFirst),
      href: "/admin/billing?disputes=open&provider=stripe",
      action: "Respond at Stripe",
    },
    {
      key: "billing-paypal-disputes",
      count: billing.disputes.payments.paypal.count,
      label: plural(billing.disputes.payments.paypal.count, "payment disputed by the buyer at PayPal", "payments disputed by the buyer at PayPal"),
      reasons: dueReason("PayPal", "answer", billing.disputes.payments.paypal.dueFirst),
      href: "/admin/billing?disputes=open&provider=paypal",
      action: "Respond at PayPal",
    },
    {
      key: "order-disputes",
      count: billing.disputes.orders.stripe.count,
      label: plural(billing.disputes.orders.stripe.count, "order disputed by the buyer's bank", "orders disputed by the buyer's bank"),
      reasons: dueReason("Stripe", "evidence", billing.disputes.orders.stripe.dueFirst),
      href: "/admin/orders?disputes=open&method=card",
      action: "Respond at Stripe",
    },
    {
      key: "order-paypal-disputes",
      count: billing.disputes.orders.paypal.count,
      label: plural(billing.disputes.orders.paypal.count, "order disputed by the buyer at PayPal", "orders disputed by the buyer at PayPal"),
      reasons: dueReason("PayPal", "answer", billing.disputes.orders.paypal.dueFirst),
      href: "/admin/orders?disputes=open&method=paypal",
      action: "Respond at PayPal",
    },
    {
      key: "billing-provider-refunds",
      count: billing.refundedAtProvider,
      label: plural(billing.refundedAtProvider, "payment refunded at Stripe or PayPal this week", "payments refunded at Stripe or PayPal this week"),
      reasons: [],
      href: "/admin/billing",
      action: "Decide whether delivery goes on",
    },
    {
      key: "billing-unconfirmed-starts",
      count: billing.unconfirmedStarts,
      label: plural(billing.unconfirmedStarts, `subscription start still unpaid here after ${BILLING_INCOMPLETE_EXPIRES_HOURS} h`, `subscription starts still unpaid here after ${BILLING_INCOMPLETE_EXPIRES_HOURS} h`),
      reasons: [{ reason: "live at Stripe or PayPal, or the provider could not be asked: the first payment never reached us, and no leads are delivered meanwhile", count: billing.unconfirmedStarts }],
      href: "/admin/billing?status=incomplete",
      action: "Check them at the provider",
    },
    { key: "billing-refunds", count: billing.refundsOpen, label: plural(billing.refundsOpen, "refund not completed", "refunds not completed"), reasons: [], href: "/admin/billing?refunds=open", action: "Send refunds again" },
    { key: "unsold", count: row.unsold, label: plural(row.unsold, "fresh lead unsold", "fresh leads unsold"), reasons: [], href: "/admin/marketplace?tab=unsold", action: "Assign unsold leads" },
    { key: "meta-pending", count: row.meta_pending, label: plural(row.meta_pending, "Meta event pending", "Meta events pending"), reasons: row.meta_pending_reasons ?? [], href: "/admin/conversions?status=pending", action: "See the pending events" },
    { key: "meta-failed", count: row.meta_failed, label: plural(row.meta_failed, "Meta event failed", "Meta events failed"), reasons: row.meta_failed_reasons ?? [], href: "/admin/conversions?status=failed", action: "Resend failed events" },
    { key: "emails", count: row.emails, label: plural(row.emails, "e-mail not sent", "e-mails not sent"), reasons: row.email_reasons ?? [], href: "/admin#setup-email", action: "Set up e-mail" },
    { key: "jobs", count: row.jobs, label: plural(row.jobs, "failed background job", "failed background jobs"), reasons: [], href: "/admin/jobs", action: "Retry jobs" },
    { key: "webhooks", count: row.webhooks, label: plural(row.webhooks, "webhook delivery unmatched or failed", "webhook deliveries unmatched or failed"), reasons: row.webhook_reasons ?? [], href: "/admin/webhooks", action: "Link or reprocess deliveries" },
    { key: "registrations", count: row.registrations, label: plural(row.registrations, "registration waiting for approval", "registrations waiting for approval"), reasons: [], href: "/admin/agents", action: "Review registrations" },
    { key: "unassigned", count: row.unassigned, label: plural(row.unassigned, "open lead unassigned", "open leads unassigned"), reasons: [], href: "/crm?tab=leads", action: "Assign leads" },
    {
      key: "late",
      count: row.late,
      label: `${plural(row.late, "new lead", "new leads")} not contacted within ${SPEED_TO_LEAD_TARGET_MINUTES} minutes`,
      reasons: [],
      href: "/crm?tab=leads&sort=createdAt&dir=asc",
      action: "Contact them",
    },
  ];
  return items.filter((i) => i.count > 0);
}

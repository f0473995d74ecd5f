import type { Topic } from "@/lib/assistant/classify-topic";
import {
  GOAL_LABELS,
  PAIN_POINT_LABELS,
  type ExtractedDetails,
  type GoalKey,
  type PainPointKey,
} from "@/lib/assistant/extract-details";

export type InsightPriority = "low" | "medium" | "high";
export type Insight = { insightType: string; insight: string; priority: InsightPriority; followupSuggestion: string };

const PAIN_FOLLOWUPS: Record<PainPointKey, string> = {
  expensive_leads: "Walk through cost per policy rather than cost per lead, starting from the Starter plan.",
  low_quality_leads: "Explain the verification score and the 48-hour defective-lead replacement.",
  shared_leads: "Stress that every lead is exclusive to one agency.",
  low_close_rate: "Offer the speed-to-lead call and text scripts.",
  no_time: "Show marketing automation and the ready-made template library.",
  competition: "Share the multi-quote comparison talk track against captive carriers.",
  rate_increases: "Offer the renewal-review e-mail templates for rate-increase season.",
  losing_clients: "Offer the retention and cross-sell campaign.",
  inconsistent_pipeline: "Suggest a monthly plan for a steady lead flow.",
  marketing_unclear: "Offer a free marketing analysis.",
};

const GOAL_FOLLOWUPS: Record<GoalKey, string> = {
  more_leads: "Recommend a plan and lead mix for their lines and budget.",
  grow_book: "Book a growth-planning call with plan options.",
  improve_retention: "Send the renewal-review and cross-sell templates.",
  cross_sell: "Send the bundle campaign templates.",
  close_more: "Share the follow-up cadence and closing scripts.",
  automate_marketing: "Demo the marketing automation and CRM integration.",
  expand_team: "Discuss Growth or Premium volume for new producers.",
};

const TOPIC_INSIGHTS: Partial<Record<Topic, Insight>> = {
  pricing: {
    insightType: "buying_signal",
    insight: "Asked about pricing or plans",
    priority: "high",
    followupSuggestion: "Send the plan comparison and offer a short call.",
  },
  platform_help: {
    insightType: "support_need",
    insight: "Asked for help with the platform",
    priority: "medium",
    followupSuggestion: "Check whether they are a customer and offer onboarding help.",
  },
  hurricane: {
    insightType: "interest",
    insight: "Interested in storm-season marketing",
    priority: "low",
    followupSuggestion: "Send the pre-season coverage review templates.",
  },
  competition: {
    insightType: "interest",
    insight: "Concerned about competition",
    priority: "medium",
    followupSuggestion: "Share the comparison talk track and exclusive-lead benefits.",
  },
  retention: {
    insightType: "interest",
    insight: "Interested in client retention",
    priority: "medium",
    followupSuggestion: "Send the renewal and cross-sell templates.",
  },
  success: {
    insightType: "interest",
    insight: "Asked for results or success stories",
    priority: "medium",
    followupSuggestion: "Send the success stories and an ROI example for their size.",
  },
};

/** Insights for the team from one message: buying signals, pain points, goals, qualification, contact. */
export function deriveInsights(details: ExtractedDetails, topic: Topic): Insight[] {
  const out: Insight[] = [];
  const c = details.contact;
  if (c.email || c.phone) {
    const channels = [c.email ? "an e-mail address" : null, c.phone ? "a phone number" : null].filter(Boolean).join(" and ");
    out.push({
      insightType: "contact_shared",
      insight: `Shared ${channels}${c.name ? ` as ${c.name}` : ""}`,
      priority: "high",
      followupSuggestion: "Reach out within 24 hours; the lead is in the CRM with source chat.",
    });
  }
  const topicInsight = TOPIC_INSIGHTS[topic];
  if (topicInsight) out.push(topicInsight);
  for (const pain of details.painPoints as PainPointKey[]) {
    out.push({ insightType: "pain_point", insight: PAIN_POINT_LABELS[pain], priority: "medium", followupSuggestion: PAIN_FOLLOWUPS[pain] });
  }
  for (const goal of details.goals as GoalKey[]) {
    out.push({ insightType: "goal", insight: GOAL_LABELS[goal], priority: "medium", followupSuggestion: GOAL_FOLLOWUPS[goal] });
  }
  const size = [details.agencySize, details.bookSize].filter(Boolean).join(", ");
  if (size) {
    out.push({
      insightType: "qualification",
      insight: `Agency size: ${size}`,
      priority: "low",
      followupSuggestion: "Match the plan to the agency's size and premium band.",
    });
  }
  return out;
}

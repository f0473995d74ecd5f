import type { FaqItem } from "./types";

/**
 * The six FAQ items on /contact. Site copy: {{company}}, {{company_phone}} and {{company_email}} are
 * replaced by the app at render time. Every promise here matches the spec (§1 and §9).
 */
export const faqItems: FaqItem[] = [
  {
    id: "how-fast-leads",
    question: "How quickly will I start receiving leads?",
    answer:
      "Leads begin within 24-48 hours of setup. Setup is a short onboarding call where we confirm your licensed lines (home, auto, life or all three), the Texas ZIP codes and cities you want to serve, your monthly volume and how you'd like leads delivered: to your e-mail, your dashboard, your CRM, or all three.",
  },
  {
    id: "defective-leads",
    question: "What happens if I get a bad lead?",
    answer:
      "Report it within 48 hours of delivery and you'll receive a replacement. A defective lead is one with a disconnected or wrong number, an invalid e-mail, a person who says they never requested a quote, a duplicate, or someone outside your selected area or lines. Our quality assurance team reviews every report within 24 hours. We stand behind our 95%+ lead verification: if a lead doesn't meet it, the replacement is free.",
  },
  {
    id: "money-back-guarantee",
    question: "Is there a contract or a guarantee?",
    answer:
      "New clients are covered by a 30-day money-back guarantee. Plans are billed monthly or annually in advance, and you can choose the plan size that fits your agency: Starter (25+ leads per month), Growth (50+) or Premium (100+). If you cancel, your plan stays active until the end of the period you've already paid for.",
  },
  {
    id: "crm-integration",
    question: "Will the leads work with my CRM?",
    answer:
      "Yes. Leads can be delivered directly into HubSpot, Pipedrive or Salesforce, and into most other CRMs and agency management systems through Zapier. With stage sync turned on, the progress of each lead (appointment set, policy sold) can also be reported back to your ad campaigns so they learn from real sales, not just form fills.",
  },
  {
    id: "tcpa-consent",
    question: "How do you handle consent and TCPA compliance?",
    answer:
      "Every lead comes from a Texas consumer who requested insurance information and agreed to be contacted, and we keep the consent record (date, time, page and disclosure text) for each lead. We honor opt-out requests promptly and recommend that every agency scrub its call lists against the National Do Not Call Registry at least every 31 days and keep an internal do-not-call list. Our TCPA Compliance page explains our practices in detail. It's general guidance, not legal advice, so please review your own procedures with your counsel.",
  },
  {
    id: "support-hours",
    question: "How do I reach your team, and how fast will you respond?",
    answer:
      "Call us at {{company_phone}} or e-mail {{company_email}}. Our Austin-based team is available Mon-Fri 8AM-6PM CST and Saturday 9AM-2PM; we're closed on Sunday. We reply to e-mails and contact-form messages within 24 hours, and callback requests made during business hours are returned within 2 hours.",
  },
];

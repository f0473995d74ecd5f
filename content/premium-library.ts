import type { PremiumItem } from "./types";

/** How many premium items the insights hub shows (locked). */
export const PREMIUM_HUB_VISIBLE = 6;

/** The premium library. The hub shows the first six, locked; all eight are part of the subscription. */
export const premiumLibrary: PremiumItem[] = [
  {
    id: "hurricane-retention-kit",
    title: "Hurricane Season Retention Campaign Kit",
    description:
      "A ready-to-run May-to-November campaign for coastal and Houston-area books: pre-season review calls, flood waiting-period reminders, storm-watch service messages and post-storm check-ins that keep clients from shopping after a claim.",
    category: "Strategy",
    format: "Campaign kit: 6 e-mails, 4 texts, 3 call scripts, 1 planning calendar",
    icon: "CloudLightning",
  },
  {
    id: "renewal-rate-shock-guide",
    title: "Renewal Rate-Shock Conversation Guide",
    description:
      "Word-for-word talk tracks for explaining double-digit homeowners increases, showing percentage deductibles in dollars and presenting remarket, deductible and bundling options, plus a client acknowledgment form for coverage reductions.",
    category: "Sales Scripts",
    format: "Guide: 18 pages, 5 scripts, 1 acknowledgment template",
    icon: "MessageSquareText",
  },
  {
    id: "hail-claim-follow-up",
    title: "Hail Season Claim Follow-Up Sequence",
    description:
      "What to send and say in the 30 days after a hailstorm: documentation checklists, roofer and contractor fraud warnings, claim-status check-ins and a review request timed for when the claim is settled.",
    category: "Marketing Tools",
    format: "Sequence: 5 e-mails, 3 texts, 2 social posts",
    icon: "CloudHail",
  },
  {
    id: "tcpa-consent-audit",
    title: "TCPA Consent Audit Workbook",
    description:
      "A step-by-step self-audit of your quote forms, lead vendors, dialer settings and opt-out handling, with a written do-not-call policy template and an annual staff training log. Built to be reviewed with your counsel.",
    category: "Compliance",
    format: "Workbook: 24 pages, 3 policy templates, training log",
    icon: "ClipboardCheck",
  },
  {
    id: "ai-prompt-library",
    title: "AI Prompt Library for Insurance Marketing",
    description:
      "Tested prompts for drafting follow-up e-mails, summarizing call notes, turning carrier bulletins into client-friendly posts and localizing campaigns for Texas cities, with guardrails for keeping client data out of public AI tools.",
    category: "AI Technology",
    format: "Library: 60 prompts in 8 categories",
    icon: "Bot",
  },
  {
    id: "bilingual-campaign-pack",
    title: "Bilingual Spanish-English Campaign Pack",
    description:
      "Spanish and English versions of landing pages, consent disclosures, voicemail greetings, welcome e-mails and social posts, written in natural Texas Spanish and reviewed by native speakers from the Rio Grande Valley and San Antonio.",
    category: "Marketing Tools",
    format: "Pack: 2 landing pages, 8 e-mails, 12 social posts, glossary",
    icon: "Languages",
  },
  {
    id: "life-cross-sell-playbook",
    title: "New-Homeowner Life Insurance Cross-Sell Playbook",
    description:
      "A complete process for adding life coverage to home and auto households: life-event triggers for your management system, a DIME needs worksheet, mortgage-protection scripts and a referral hand-off for P&C-only producers.",
    category: "Strategy",
    format: "Playbook: 22 pages, needs worksheet, 4 scripts",
    icon: "HeartHandshake",
  },
  {
    id: "dashboard-power-user-guide",
    title: "Lead Dashboard and CRM Sync Power-User Guide",
    description:
      "How top agencies set up quality filters, speed-to-lead routing and CRM stage sync so their ad campaigns optimize for policies sold, with setup checklists for HubSpot, Pipedrive, Salesforce and Zapier.",
    category: "Product Updates",
    format: "Guide: 16 pages, 4 setup checklists",
    icon: "LayoutDashboard",
  },
];

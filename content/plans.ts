import type { PlanCopy } from "./types";

/**
 * Plan card copy for /services and /pricing (spec §3 "Plan card"). Prices, product ids and lead counts used
 * by checkout live in lib/constants.ts; this file holds only the words on the cards. All three CTAs link to
 * /contact.
 */
export const planCopy: PlanCopy[] = [
  {
    name: "Starter",
    subtitle: "25+ verified leads monthly to build a steady pipeline",
    features: [
      "25+ AI-verified, exclusive leads every month",
      "Home, auto or life leads from the Texas ZIP codes you choose",
      "Lead dashboard with verification scores and quality filters",
      "Cold call, follow-up and objection-handling script library",
      "Replacement for any defective lead reported within 48 hours",
      "E-mail support with replies within 24 hours",
    ],
    idealFor: "Agencies writing $10K-$50K in monthly premium",
    roi: "Typical ROI: 250-300%",
    cta: "Get Started",
    popular: false,
  },
  {
    name: "Growth",
    subtitle: "50+ verified leads monthly plus automation to work them faster",
    features: [
      "50+ AI-verified, exclusive leads every month",
      "Mix home, auto and life leads across multiple Texas markets",
      "CRM integration with HubSpot, Pipedrive, Salesforce or Zapier",
      "Full script and e-mail template library, including Spanish versions",
      "Marketing automation for speed-to-lead and multi-day follow-up",
      "Priority support and a quarterly performance review",
    ],
    idealFor: "Agencies writing $50K-$150K in monthly premium",
    roi: "Typical ROI: 350-450%",
    cta: "Get Started",
    popular: true,
  },
  {
    name: "Premium",
    subtitle: "100+ verified leads monthly for agencies scaling across Texas",
    features: [
      "100+ AI-verified, exclusive leads every month",
      "Custom territories and lead mix by producer or office",
      "CRM stage sync that reports appointments and policies sold to your ad campaigns",
      "Growth analytics across lead sources, producers and lines",
      "Full premium content library, including seasonal campaign kits",
      "Dedicated account manager and monthly strategy calls",
    ],
    idealFor: "Agencies writing $150K+ in monthly premium",
    roi: "Typical ROI: 400-600%",
    cta: "Talk to Our Team",
    popular: false,
  },
];

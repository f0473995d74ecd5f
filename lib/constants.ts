/**
 * Business constants from the specification, in one place. Pages, services and tests read them
 * here; nothing in a component repeats a number or a label that lives in this table.
 */

export const COPYRIGHT_YEAR = 2024;
export const COMPANY_LOCATION = "Austin, TX";
export const ASSISTANT_NAME = "Alex";

/** Response promises (public-site.md §9). */
export const PROMISES = {
  replyHours: 24,
  callbackHours: 2,
  leadsStartHours: "24-48",
  defectReportHours: 48,
  moneyBackDays: 30,
  verificationGuaranteePercent: 95,
  qualityAssuranceHours: 24,
} as const;

export const BUSINESS_HOURS = [
  { days: "Mon-Fri", hours: "8AM-6PM CST" },
  { days: "Saturday", hours: "9AM-2PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

export const MARKETING_CLAIMS = {
  agencies: "500+",
  subscribers: "3,200+",
  rating: "4.9/5",
  texansServed: "50,000+",
  savingsUpTo: "40%",
  averageSavedPerYear: "$847",
  satisfaction: "95%",
  conversionIncrease: "40%",
  responseTime: "24hrs",
} as const;

/** Lead quality bands (CRM list and admin dashboard): 80+ green, 50–79 yellow, below 50 red. */
export const SCORE_BANDS = { high: 80, medium: 50 } as const;
/** The lead validation test page uses 80 / 60. */
export const TEST_PAGE_SCORE_BANDS = { high: 80, medium: 60 } as const;
export const HIGH_QUALITY_SCORE = 80;
/** A verification score above this sends CompleteRegistration to Meta. */
export const COMPLETE_REGISTRATION_SCORE = 85;

export const LEAD_TYPES = ["home", "auto", "life", "all"] as const;
export type LeadTypeValue = (typeof LEAD_TYPES)[number];

export const OPPORTUNITY_STAGES = [
  { value: "prospecting", label: "prospecting", color: "grey", probability: 10 },
  { value: "qualification", label: "qualification", color: "blue", probability: 25 },
  { value: "proposal", label: "proposal", color: "yellow", probability: 50 },
  { value: "negotiation", label: "negotiation", color: "orange", probability: 75 },
  { value: "closed_won", label: "closed won", color: "green", probability: 100 },
  { value: "closed_lost", label: "closed lost", color: "red", probability: 0 },
] as const;

/** The default pipeline seeded into `pipelines`. */
export const DEFAULT_PIPELINE = {
  name: "Insurance Sales",
  category: "sales",
  stages: OPPORTUNITY_STAGES.map(({ value, probability }, order) => ({ key: value, order, probability })),
};

export const COPY_MARKER_MS = 2000;
export const CHAT = { panelHeightPx: 480, widthPx: 384, minimizedWidthPx: 320 } as const;
export const NOTIFICATIONS = { limit: 1, durationMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50 } as const;

export type ProductSeed = {
  slug: string;
  name: string;
  description: string;
  price: number; // cents
  type: "subscription" | "lead_package" | "content_subscription";
  leadCount: number | null;
  leadType: LeadTypeValue | null;
  features: string[];
  popular: boolean;
};

/**
 * Products for sale. The spec fixes Starter and the premium content subscription at 97 dollars a
 * month; the other prices are ours (about $18 a lead for packages, the landing page's figure).
 */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    slug: "starter-monthly",
    name: "Starter",
    description: "25+ verified, exclusive Texas leads every month.",
    price: 9700,
    type: "subscription",
    leadCount: 25,
    leadType: "all",
    features: ["25+ exclusive leads monthly", "AI verification on every lead", "Script and template library"],
    popular: false,
  },
  {
    slug: "growth-monthly",
    name: "Growth",
    description: "50+ verified, exclusive Texas leads every month.",
    price: 29700,
    type: "subscription",
    leadCount: 50,
    leadType: "all",
    features: ["50+ exclusive leads monthly", "CRM integration", "Marketing automation", "Priority support"],
    popular: true,
  },
  {
    slug: "premium-monthly",
    name: "Premium",
    description: "100+ verified, exclusive Texas leads every month.",
    price: 49700,
    type: "subscription",
    leadCount: 100,
    leadType: "all",
    features: ["100+ exclusive leads monthly", "Dedicated success manager", "Growth analytics", "Custom campaigns"],
    popular: false,
  },
  ...(["home", "auto", "life", "all"] as const).map((leadType) => ({
    slug: `${leadType}-leads-25`,
    name: `${leadType === "all" ? "Mixed" : leadType[0]!.toUpperCase() + leadType.slice(1)} Insurance Leads (25)`,
    description: `A one-time package of 25 verified ${leadType === "all" ? "home, auto and life" : leadType} insurance leads from Texas.`,
    price: 45000,
    type: "lead_package" as const,
    leadCount: 25,
    leadType,
    features: ["25 exclusive leads", "95%+ verification or free replacement", "Delivered within 24-48 hours"],
    popular: false,
  })),
  {
    slug: "premium-content-monthly",
    name: "Premium Content",
    description: "Every premium script, template and marketing package, unlocked. Cancel anytime.",
    price: 9700,
    type: "content_subscription",
    leadCount: null,
    leadType: null,
    features: ["Full premium library", "Copy-ready marketing packages", "New templates monthly"],
    popular: false,
  },
];

export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

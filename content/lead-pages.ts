/**
 * Copy of the lead-capture pages: /landing (agent marketing analysis), /fb-ad (Texas rate
 * increases) and /texas-insurance (home + auto bundle). Spec texts (titles, labels, toasts) live
 * in the components; this is the surrounding marketing copy. Plain data, no React.
 */

export const landingCopy = {
  eyebrow: "For Texas insurance agencies",
  headline: "Fill Your Pipeline with Verified Texas Insurance Leads",
  subheadline:
    "Get a free marketing analysis of your agency: where your leads come from today, what each one really costs you, " +
    "and how exclusive, AI-verified leads can lower your cost per policy.",
  stats: {
    leadsPerMonth: "Leads per month",
    activeAgents: "Active agents",
    averageCostPerLead: "Average cost per lead (about)",
    conversionRate: "Conversion rate",
  },
  formIntro: "Takes about a minute. A strategist reviews your answers personally.",
  benefits: [
    {
      id: "verified",
      title: "Verified Lead Quality",
      description:
        "Every lead is scored from 0 to 100 on its name, e-mail, phone and address before it reaches you. Disposable " +
        "addresses, fake numbers and bots are filtered out, and each score comes with the reasons behind it.",
    },
    {
      id: "texas",
      title: "Texas Market Focus",
      description:
        "Campaigns built for Texas buyers only: new homeowners in the growing suburbs of Austin, Dallas-Fort Worth, " +
        "Houston and San Antonio, families shopping after hail-season renewals, and Spanish-speaking households.",
    },
    {
      id: "done-for-you",
      title: "Done-For-You System",
      description:
        "We run the ads, landing pages, verification and follow-up sequences. You get ready-to-call leads in your CRM, " +
        "plus first-call scripts and e-mail templates written for Texas personal lines.",
    },
  ],
  trust: {
    title: "Trusted by Texas Insurance Professionals",
    labels: ["Independent Agencies", "Captive Agents", "Multi-Line Brokerages"],
  },
  thankYou: {
    intro: "Your free marketing analysis request is in. Within 24 hours a strategist will contact you to walk through:",
    topics: [
      "Personalized lead generation strategy",
      "AI-powered client engagement tools",
      "Exclusive Texas market opportunities",
    ],
    email: "Check your e-mail for confirmation.",
  },
} as const;

export const rateIncreaseCopy = {
  eyebrow: "Texas homeowners and drivers",
  headline: "Texas Insurance Rates Are Going Up Again. Don't Just Renew.",
  subheadline:
    "Hail, wind and higher rebuilding costs have pushed premiums up across Texas, and many renewals arrive with a " +
    "bigger bill and the same coverage. A licensed local agent can compare carriers for you in one call.",
  cta: "Request Insurance Quotes",
  ctaNote: "Free, no obligation. A licensed Texas agent contacts you within 24 hours.",
  reasons: {
    title: "Why your premium keeps climbing",
    items: [
      {
        title: "Severe weather claims",
        text: "Texas regularly leads the country in hail damage claims, and carriers price the next storm season into every renewal.",
      },
      {
        title: "Higher rebuilding costs",
        text: "Roofing, lumber and labor cost more than they did a few years ago, so the dwelling coverage on your policy rises with them.",
      },
      {
        title: "Carriers pulling back",
        text: "Some insurers have raised deductibles, dropped coverages or stopped writing new policies in parts of Texas, leaving fewer choices.",
      },
    ],
  },
  actions: {
    title: "What you can do before your renewal",
    items: [
      "Compare several carriers: the same house can be priced very differently from one insurer to the next.",
      "Ask about roof credits: a newer or impact-resistant roof can earn a meaningful discount.",
      "Bundle home and auto with one carrier for a multi-policy discount.",
      "Review your wind and hail deductible so you know what you would pay after a storm.",
    ],
  },
} as const;

export const bundleCopy = {
  eyebrow: "Home + auto bundle",
  headline: "Bundle Your Texas Home and Auto Insurance",
  subheadline:
    "Most carriers reward households that keep their home and vehicles together. Tell us a little about yours and a " +
    "licensed Texas agent will compare bundle and stand-alone prices for you.",
  benefits: [
    { title: "One agent, one renewal date", text: "Both policies reviewed together, so nothing falls through the cracks." },
    { title: "Multi-policy discounts", text: "Bundling is one of the most common discounts carriers offer on home and auto." },
    { title: "Coverage that fits together", text: "Matching liability limits, and an umbrella policy if you need one." },
  ],
  formTitle: "Get Your Bundle Quote",
  formIntro: "Two minutes, no obligation. Your details go only to the licensed Texas agent matched to you.",
  success: {
    title: "Thank You! Your Bundle Quote Is on the Way",
    text:
      "A licensed Texas agent will contact you within 24 hours with home, auto and bundle prices side by side. " +
      "Have your current declarations pages handy so the agent can match your coverage.",
  },
  /** The success screen of a shopper who asked for one line only: no bundle is promised. */
  singleLineSuccess: {
    title: "Thank You! Your Quote Is on the Way",
    text: (line: "home" | "auto") =>
      `A licensed Texas agent will contact you within 24 hours with ${line} insurance prices. ` +
      "Have your current declarations page handy so the agent can match your coverage.",
  },
} as const;

/** What the bundle form's success screen says for the shopper's answer to "bundle interest". */
export function bundleSuccessCopy(interest: "home_auto" | "home_only" | "auto_only" | "not_sure"): { title: string; text: string } {
  if (interest === "home_only") return { title: bundleCopy.singleLineSuccess.title, text: bundleCopy.singleLineSuccess.text("home") };
  if (interest === "auto_only") return { title: bundleCopy.singleLineSuccess.title, text: bundleCopy.singleLineSuccess.text("auto") };
  return bundleCopy.success;
}

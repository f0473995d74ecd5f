import type { FeatureCard, LinkAction, Stat } from "./types";

/**
 * Short section copy for the marketing pages. Site copy: {{company}}, {{company_phone}} and
 * {{company_email}} are replaced by the app at render time (content/merge-fields.ts).
 * Claims and numbers are the spec's, verbatim (§1 and §9).
 */

// ---------------------------------------------------------------------------------------------------------
// Home (/)
// ---------------------------------------------------------------------------------------------------------

export const homeCopy = {
  hero: {
    eyebrow: "Licensed in Texas · Based in Austin, TX",
    headline: "Verified Texas Insurance Leads That Turn Into Policies",
    subheadline:
      "AI-verified, exclusive home, auto and life insurance leads from Texans who asked to hear from an agent, delivered to your CRM with scripts and templates that help you close them.",
    primaryCta: { label: "Get Started Today", href: "/contact" } satisfies LinkAction,
    secondaryCta: { label: "View Solutions & Pricing", href: "/services" } satisfies LinkAction,
    phoneLine: "Prefer to talk? Call {{company_phone}}",
  },
  stats: [
    { value: "500+", label: "Texas agencies" },
    { value: "4.9/5", label: "Agent rating" },
    { value: "50,000+", label: "Texans served" },
  ] satisfies Stat[],
  /** Consumer-side results, shown in the solutions section. */
  consumerStats: [
    { value: "Up to 40%", label: "Savings for Texans who compare coverage" },
    { value: "$847", label: "Average saved per year" },
  ] satisfies Stat[],
  features: [
    {
      id: "verified",
      title: "AI-Verified Leads",
      description:
        "Every lead is checked for a real name, a working phone number and a valid e-mail before it reaches you. 95%+ verification or a free replacement.",
      icon: "ShieldCheck",
    },
    {
      id: "exclusive",
      title: "Exclusive and Texas-Focused",
      description:
        "Each lead goes to one agency only, from the Texas cities and ZIP codes you serve, from DFW and Houston to Austin, San Antonio and the Rio Grande Valley.",
      icon: "MapPin",
    },
    {
      id: "fast-start",
      title: "Leads in 24-48 Hours",
      description:
        "Leads begin within 24-48 hours of setup and flow straight into your dashboard or CRM, so your team can call while the shopper is still on the phone.",
      icon: "Zap",
    },
  ] satisfies FeatureCard[],
  solutions: {
    title: "Solutions for Every Line You Write",
    subtitle: "Verified leads and ready-to-use scripts for the three lines Texas families buy most.",
    cards: [
      {
        id: "home",
        title: "Home Insurance Leads",
        description:
          "Homeowners shopping after a renewal increase, new-home buyers in fast-growing suburbs, and coastal families who need wind and flood coverage explained.",
        icon: "House",
        href: "/services",
      },
      {
        id: "auto",
        title: "Auto Insurance Leads",
        description:
          "Drivers comparing quotes right now, from single-car commuters to multi-vehicle households, ready for a quick call and a clear explanation of their limits.",
        icon: "Car",
        href: "/services",
      },
      {
        id: "life",
        title: "Life Insurance Leads",
        description:
          "Young families protecting a new mortgage, parents planning for their children's future and seniors looking for final expense coverage.",
        icon: "HeartHandshake",
        href: "/services",
      },
    ] satisfies FeatureCard[],
    linkLabel: "Learn more",
  },
  featuredArticle: {
    title: "From Industry Insights",
    linkLabel: "Read the Article",
  },
  testimonials: {
    title: "What Texas Agents Are Saying",
    linkLabel: "Read More Success Stories",
    href: "/testimonials",
  },
  closing: {
    headline: "Ready to Fill Your Calendar With Qualified Texas Prospects?",
    text: "Tell us where you write business and which lines you want to grow. Your first verified leads can arrive within 24-48 hours of setup, backed by our 30-day money-back guarantee for new clients.",
    primaryCta: { label: "Contact Us", href: "/contact" } satisfies LinkAction,
    secondaryCta: { label: "See Plans and Pricing", href: "/services" } satisfies LinkAction,
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// About (/about)
// ---------------------------------------------------------------------------------------------------------

export const aboutCopy = {
  hero: {
    title: "About {{company}}",
    subtitle: "A Texas company helping Texas insurance agencies grow, one verified conversation at a time.",
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "{{company}} started in Austin with a simple frustration shared by every agent we knew: paying for leads that went nowhere. Disconnected numbers, made-up names, and \"exclusive\" prospects who had already heard from five other agencies before lunch. Good agents were burning their budgets and their mornings on lists that were never going to convert.",
      "We believed there was a better way: leads from Texans who actually asked to hear from an agent, checked by AI before anyone picks up the phone, and delivered to one agency only. Then we added what agents kept asking for next: the scripts, e-mails and campaigns to turn those leads into policies, written for the realities of Texas insurance, from hail season and hurricane prep to rising homeowners premiums and bilingual households.",
      "Today more than 500 agencies across Texas use {{company}} to grow their books, from single-agent offices in the Rio Grande Valley to multi-location agencies in Dallas-Fort Worth and Houston.",
    ],
  },
  mission: {
    title: "Our Mission",
    text: "To help every Texas insurance agency spend its time talking to real people who need coverage, and to give those agents the tools to protect more Texas families, homes and cars.",
  },
  approach: {
    title: "Our Four-Step Approach",
    steps: [
      {
        id: "target",
        title: "1. Target",
        description:
          "We learn your lines, carriers and service area, then focus campaigns on the Texas cities and ZIP codes where you want to grow.",
        icon: "Target",
      },
      {
        id: "verify",
        title: "2. Verify",
        description:
          "Every lead is scored by AI for a real name, a working phone, a valid e-mail and consistent location details, with documented consent to be contacted.",
        icon: "ShieldCheck",
      },
      {
        id: "deliver",
        title: "3. Deliver",
        description:
          "Verified leads go to your agency only, in real time, straight into your dashboard and your CRM. Leads begin within 24-48 hours of setup.",
        icon: "Send",
      },
      {
        id: "optimize",
        title: "4. Optimize",
        description:
          "Your results feed back into our targeting. With CRM stage sync, your ad campaigns learn from appointments and policies sold, not just form fills.",
        icon: "TrendingUp",
      },
    ] satisfies FeatureCard[],
  },
  qualityGuarantee: {
    title: "Our Quality Guarantee",
    text: "We only succeed when our leads turn into conversations, so we put our guarantee in writing.",
    points: [
      "95%+ lead verification or a free replacement",
      "Defective leads reported within 48 hours are replaced",
      "24-hour quality assurance review of every report",
      "30-day money-back guarantee for new clients",
    ],
  },
  ctas: [
    { label: "Explore Our Services", href: "/services" },
    { label: "Contact Us", href: "/contact" },
  ] satisfies LinkAction[],
} as const;

// ---------------------------------------------------------------------------------------------------------
// Services and pricing (/services, /pricing)
// ---------------------------------------------------------------------------------------------------------

export const servicesCopy = {
  hero: {
    title: "AI Solutions & Pricing",
    headline: "AI-Powered Lead Generation That Pays for Itself",
    paybackClaim: "For most agencies, a single closed policy can cover a full month of leads.",
    subheadline:
      "Verified, exclusive Texas leads plus the scripts, automation and analytics to convert them, on monthly or annual plans billed in advance.",
  },
  technologyStack: {
    title: "Our Technology Stack",
    subtitle: "Everything your agency needs between a new lead and a signed application.",
    cards: [
      {
        id: "script-templates",
        title: "Script Templates",
        description:
          "Word-for-word scripts for cold calls, warm leads, objections and closing, tailored to Texas home, auto and life conversations, in English and Spanish.",
        icon: "FileText",
      },
      {
        id: "marketing-automation",
        title: "Marketing Automation",
        description:
          "Instant lead alerts, speed-to-lead routing and multi-day e-mail follow-up, so no verified lead waits for a callback.",
        icon: "Workflow",
      },
      {
        id: "growth-analytics",
        title: "Growth Analytics",
        description:
          "Track contact, quote and close rates by lead source, line and producer, and see which markets deserve more of your budget.",
        icon: "ChartLine",
      },
    ] satisfies FeatureCard[],
  },
  plans: {
    title: "Choose Your Growth Plan",
    subtitle: "Every plan includes AI-verified, exclusive leads and our quality guarantee.",
    popularBadge: "Most Popular",
  },
  templatesAndTools: {
    title: "Templates and Tools",
    subtitle: "Included with your plan and available in the template library.",
    linkLabel: "Browse the Template Library",
    cards: [
      {
        id: "cold-call-scripts",
        title: "Cold Calling Scripts",
        description: "Compliant openers and talk tracks for rate-shock renewals, hurricane season and new homeowners.",
        icon: "PhoneCall",
        href: "/ai-insights",
      },
      {
        id: "objection-handling",
        title: "Objection Handling Playbook",
        description: "Tested responses to \"I'll just stay with my company\", \"Just e-mail me\" and \"It's too expensive\".",
        icon: "MessageSquareText",
        href: "/ai-insights",
      },
      {
        id: "email-templates",
        title: "E-mail Nurture Templates",
        description: "Welcome, follow-up, renewal and win-back e-mails with subject lines written for Texas shoppers.",
        icon: "Mail",
        href: "/ai-insights",
      },
      {
        id: "social-calendar",
        title: "Social Media Content Calendar",
        description: "Seasonal educational posts for hail season, hurricane season, new Texans and new parents.",
        icon: "CalendarDays",
        href: "/ai-insights",
      },
      {
        id: "bilingual-templates",
        title: "Bilingual Spanish Templates",
        description: "Scripts, e-mails and posts in natural Texas Spanish for bilingual households and markets.",
        icon: "Languages",
        href: "/ai-insights",
      },
      {
        id: "performance-tracking",
        title: "Performance Tracking",
        description: "Producer-level scorecards for calls, quotes and closed policies, built on your CRM data.",
        icon: "ChartColumn",
        badge: "COMING SOON",
        href: "/ai-insights",
      },
    ] satisfies FeatureCard[],
  },
  guarantees: {
    title: "Our Guarantees",
    items: [
      { id: "verification", title: "95%+ Verification", description: "Or a free replacement lead.", icon: "ShieldCheck" },
      { id: "qa", title: "24-Hour Quality Assurance", description: "Every reported lead reviewed within 24 hours.", icon: "Clock" },
      { id: "replacement", title: "48-Hour Replacement Window", description: "Report a defective lead within 48 hours to receive a replacement.", icon: "RefreshCw" },
      { id: "money-back", title: "30-Day Money-Back", description: "For new clients, within 30 days of the first payment.", icon: "BadgeCheck" },
    ] satisfies FeatureCard[],
  },
  roiExample: {
    title: "What the Numbers Can Look Like",
    leads: 50,
    closeRatePercent: 15,
    commissionDollars: 2500,
    monthlyDollars: 18750,
    rows: [
      { label: "Verified leads per month", value: "50" },
      { label: "Close rate", value: "15%" },
      { label: "Average commission per policy", value: "$2,500" },
      { label: "Monthly commission", value: "$18,750" },
    ],
    footnote:
      "Illustrative example: 50 leads at a 15% close rate is 7.5 policies a month; at $2,500 average commission that is $18,750 per month. Results depend on your market, lines, carriers and follow-up.",
  },
  closing: {
    headline: "Let's Build Your Lead Plan",
    text: "Talk with a Texas-based specialist about your lines, markets and goals. Leads begin within 24-48 hours of setup.",
    callLabel: "Call {{company_phone}}",
    contactCta: { label: "Contact Us", href: "/contact" } satisfies LinkAction,
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Success Stories (/testimonials)
// ---------------------------------------------------------------------------------------------------------

export const successStoriesCopy = {
  title: "Success Stories",
  intro:
    "From single-agent offices in the Rio Grande Valley to multi-location agencies in Houston and Dallas-Fort Worth, Texas agents use verified leads and proven scripts to write more policies with less wasted time. Here is what a few of them have to say.",
  stats: [
    { value: "95%", label: "Satisfaction" },
    { value: "40%", label: "Conversion increase" },
    { value: "500+", label: "Texas agents" },
    { value: "24hrs", label: "Response time" },
  ] satisfies Stat[],
  closing: {
    headline: "Write Your Own Success Story",
    text: "Join the Texas agencies growing with verified leads, backed by our 30-day money-back guarantee for new clients.",
    primaryCta: { label: "Get Started", href: "/contact" } satisfies LinkAction,
    secondaryCta: { label: "Learn More", href: "/services" } satisfies LinkAction,
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Contact (/contact)
// ---------------------------------------------------------------------------------------------------------

export const contactCopy = {
  hero: {
    title: "Contact Us",
    headline: "Let's Grow Your Agency Together",
    subheadline:
      "Questions about leads, pricing or getting started? Talk with our Austin-based team. We reply within 24 hours, and callback requests during business hours are returned within 2 hours.",
    callLabel: "Call {{company_phone}}",
    callbackLabel: "Request a Callback",
  },
  details: {
    title: "Contact Information",
    phoneLabel: "Phone",
    phone: "{{company_phone}}",
    emailLabel: "E-mail",
    email: "{{company_email}}",
    officeLabel: "Office",
    office: "Austin, TX",
    hoursLabel: "Business Hours",
    /** Exact lines from the spec. */
    hours: ["Mon-Fri 8AM-6PM CST", "Saturday 9AM-2PM", "Sunday closed"],
  },
  form: {
    title: "Send Us a Message",
    subtitle: "Tell us about your agency and what you'd like to achieve. We'll get back to you within 24 hours.",
    /** Labels for the subject values pricing, demo, support, partnership, other. */
    subjectLabels: {
      pricing: "Pricing and plans",
      demo: "Request a demo",
      support: "Customer support",
      partnership: "Partnership",
      other: "Other",
    },
  },
  faqTitle: "Frequently Asked Questions",
  links: [
    { label: "View Pricing", href: "/pricing" },
    { label: "Explore Services", href: "/services" },
    { label: "Read Success Stories", href: "/testimonials" },
  ] satisfies LinkAction[],
} as const;

// ---------------------------------------------------------------------------------------------------------
// Insights hub (/ai-insights), category pages and article pages
// ---------------------------------------------------------------------------------------------------------

export const insightsCopy = {
  hero: {
    title: "Industry Insights",
    subtitle:
      "Scripts, strategies and market intelligence for Texas insurance agents, from hail season and hurricane prep to TCPA compliance and AI lead verification.",
    subscribeLabel: "Subscribe",
    browseLabel: "Browse Categories",
    subscriberStat: { value: "3,200+", label: "Agents subscribed" } satisfies Stat,
  },
  featuredTitle: "Featured Article",
  categoriesTitle: "Browse by Category",
  latestTitle: "Latest Articles",
  premiumLibrary: {
    title: "Premium Library",
    subtitle: "Campaign kits, playbooks and workbooks for agencies that want to move faster.",
    lockedLabel: "Subscription required",
    upgradeLabel: "Upgrade to Premium",
  },
  premiumTrial: {
    title: "Try Premium for $97/month",
    text: "Unlock the full premium library, seasonal campaign kits and every copyable script and template. Cancel anytime.",
    priceLabel: "$97/month, cancel anytime",
  },
  newsletter: {
    title: "Get New Insights Every Week",
    text: "One e-mail a week with new scripts, Texas market updates and compliance reminders. Unsubscribe anytime.",
    placeholder: "you@youragency.com",
    buttonLabel: "Subscribe",
  },
  category: {
    backLabel: "Back to Industry Insights",
    emptyText: "No articles found in this category.",
    browseAllLabel: "Browse All Articles",
    premiumNotice: "Premium article: subscription required",
  },
  article: {
    backLabel: "Back to Industry Insights",
    scriptsTitle: "Call Scripts",
    emailsTitle: "E-mail Templates",
    socialTitle: "Social Media Post",
    copyLabel: "Copy",
    copiedToast: "Copied!",
    mergeFieldNote:
      "Text in double braces, such as {{first_name}} or {{agency_name}}, is a merge field: replace it with your own details or let your CRM fill it in.",
    callToAction: {
      headline: "Want Verified Leads to Use These Scripts On?",
      text: "Exclusive, AI-verified Texas home, auto and life leads, starting within 24-48 hours of setup.",
      callLabel: "Call {{company_phone}}",
      contactCta: { label: "Contact Us", href: "/contact" } satisfies LinkAction,
    },
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Footer (shared)
// ---------------------------------------------------------------------------------------------------------

export const footerCopy = {
  tagline:
    "{{company}} delivers premium Texas insurance leads backed by our verification guarantee: 95%+ verified or a free replacement.",
  licensing: "Licensed in Texas · Based in Austin, TX",
  ctaLabel: "Get Started Today",
  copyright: "© 2024 {{company}}. All rights reserved.",
} as const;

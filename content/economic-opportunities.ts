import type { LongFormArticle } from "./types";

/**
 * The static long-form article at /economic-opportunities.
 * Site copy: {{company}} is replaced by the app at render time (see content/merge-fields.ts).
 * Statistics are deliberately qualitative or widely known; no figures are attributed to named sources.
 */
export const economicOpportunities: LongFormArticle = {
  title: "Texas Is Growing. Here's Where Insurance Agencies Will Find Their Next Clients.",
  dek: "Population growth, a homebuilding boom, a wave of new small businesses and a homeowners market in upheaval are reshaping who buys insurance in Texas, and how. For agencies ready to move quickly, the next few years may be the best growth window in a generation.",
  author: "Maya Castillo",
  authorRole: "Director of Agency Growth",
  date: "2025-01-28",
  readTime: "12 min read",
  image: "/images/economic-opportunities/texas-growth-new-neighborhood-aerial.jpg",
  imageAlt: "Aerial view of a new master-planned neighborhood under construction on the edge of a Texas city",
  sections: [
    {
      heading: "More people, more homes, more decisions",
      paragraphs: [
        "Texas is home to more than 30 million people, and for years it has added more new residents than any other state. They arrive from California, Illinois, New York and Florida, from across Latin America and Asia, and from small towns within Texas itself moving to the metros. Each new household brings the same short list of needs: a place to live, a way to get to work, and eventually the realization that a growing family needs protecting.",
        "For an insurance agency, growth on that scale translates directly into quote requests. Every relocation is a new auto policy. Every home purchase is a new homeowners policy, and often a flood policy, an umbrella and a life policy that nobody has discussed yet. Every new business is a client who will eventually need commercial coverage and a trusted advisor for the personal side.",
        "But growth alone does not explain the opportunity. What makes the next few years unusual is that growth is arriving at the same time as a period of real disruption in the Texas homeowners market. Rising premiums, tighter underwriting and more frequent severe weather are pushing existing homeowners to shop, and sending new residents looking for someone to explain how insurance works here. Agencies that can answer those questions clearly, in English and in Spanish, are positioned to win on both fronts.",
      ],
    },
    {
      heading: "Where the growth is landing",
      paragraphs: [
        "The fastest growth is not in the city centers; it is on the edges of the four big metros and along the corridors that connect them. North of Dallas, towns such as Frisco, McKinney, Prosper and Celina have turned farmland into subdivisions within a decade. West and north of Houston, Katy, Cypress, Fulshear and the Conroe area continue to add master-planned communities. The Interstate 35 corridor between Austin and San Antonio, through Round Rock, Georgetown, Kyle, San Marcos and New Braunfels, has become one continuous growth market. And the Rio Grande Valley, from Brownsville and Harlingen to McAllen and Edinburg, keeps growing with a young, family-oriented, largely bilingual population.",
        "Each of these markets has its own insurance character. Suburban DFW is hail country, where roof age and deductibles dominate the homeowners conversation. The Houston suburbs combine hail with hurricane wind and serious flood exposure, as Harvey and Beryl made painfully clear. Central Texas faces hail, flash flooding and growing wildfire concern on the wildland edges. The Valley brings hurricane exposure, wind coverage questions near the coast and a market where Spanish-language service is not a nice-to-have but a requirement. An agency that knows these differences, and markets accordingly, will outperform one running the same statewide message everywhere.",
      ],
    },
    {
      heading: "New construction and the first-renewal moment",
      paragraphs: [
        "Texas has been one of the busiest homebuilding markets in the country, and new construction creates a specific, predictable opportunity. Buyers of new homes typically choose their first homeowners policy in the final weeks before closing, often from a builder-affiliated agency or whichever quote arrived first. It is a rushed decision made during one of the most stressful months of a family's life.",
        "The first renewal is when that decision gets revisited. Twelve months later, the new homeowner receives a renewal notice, frequently with a higher premium, and for the first time has the time and the motivation to compare. Agencies that build a presence in fast-growing subdivisions, through realtor and lender relationships, community events and targeted digital campaigns, can meet these homeowners at exactly the right moment.",
        "New homes also tend to be attractive risks. Modern building codes, newer roofs and, increasingly, impact-resistant roofing materials can qualify for better pricing with many carriers. A homeowner who learns from you that their new roof may earn a credit is a homeowner who remembers your name when they buy their next car or start a family.",
      ],
    },
    {
      heading: "Rising premiums have created a market of motivated shoppers",
      paragraphs: [
        "Over the last few years, Texas homeowners have experienced some of the steepest premium increases in their lives. Costly hail and windstorm seasons, higher construction and repair costs, and a more expensive reinsurance market have pushed carriers to raise rates, move to percentage-based wind and hail deductibles, change how older roofs are paid, and in some areas limit how much new business they will write. Auto insurance has followed a similar path, as vehicles have become more expensive to repair and replace.",
        "For consumers, this is painful. For agencies, it is a once-in-a-generation shopping wave. Households that renewed automatically for ten years are now comparing quotes. Clients of captive agents, who can only offer one company, are looking for someone who can shop several. And many shoppers are discovering that the cheapest quote often comes with a much larger deductible or weaker roof coverage, which makes a knowledgeable agent more valuable, not less.",
        "Independent agencies with access to multiple carriers are especially well placed. But every agency can benefit by doing the things shoppers most want: calling before the renewal notice arrives, explaining increases honestly, showing deductibles in dollars, and presenting options as clear trade-offs rather than a single take-it-or-leave-it number.",
      ],
    },
    {
      heading: "A surge in small businesses, and in the people who run them",
      paragraphs: [
        "Texas consistently ranks among the most active states for new business formation. Low barriers to starting a company, no state personal income tax and fast-growing local economies have produced a steady stream of contractors, landscapers, food trucks, home-based consultants, medical practices, trucking operators and online sellers.",
        "Many of those owners are already in your personal-lines book, and many are underinsured in ways they do not realize. A standard homeowners policy typically offers very limited coverage for business property and little or no business liability. A pickup truck used for a contracting business may need commercial auto coverage. A household that drives for rideshare or delivery apps may have gaps between personal auto coverage and what the platform provides. Simply asking every client \"Does anyone in the household run a business or drive for an app?\" surfaces opportunities for proper coverage, either written by your agency or referred to a commercial partner.",
        "Business owners also tend to be excellent life insurance and referral prospects. They understand risk, they have employees and families depending on them, and they talk to other business owners constantly.",
      ],
    },
    {
      heading: "Families, languages and generations",
      paragraphs: [
        "Texas is young by national standards, and it is home to a large and growing Hispanic population, with millions of residents who speak Spanish at home. Multigenerational households are common, particularly in San Antonio, South Texas and the Rio Grande Valley, and financial decisions are often made by the family together.",
        "That creates two distinct opportunities. The first is language: agencies that can serve clients in Spanish from the first ad to the first claim earn loyalty that travels through extended families and communities. The second is life insurance. Young families buying their first homes often have no individual life coverage at all, and older family members are frequently interested in final expense coverage so their children are not burdened with funeral costs. A home and auto relationship is the natural door to both conversations.",
      ],
    },
    {
      heading: "Severe weather makes good advice worth more",
      paragraphs: [
        "Texas weather is part of every insurance conversation here. Hail season brings thousands of roof claims in a bad year. Hurricane Harvey showed how far inland flooding can reach, and Hurricane Beryl reminded the Houston area how disruptive wind and long power outages can be. Winter Storm Uri in 2021 left many homeowners dealing with burst pipes for the first time. Wildfires have become a growing concern in the Panhandle and on the edges of fast-growing Central Texas suburbs.",
        "Each of these events leaves a trail of questions. Is flood covered? What is my deductible? Why did my roof only get an actual-cash-value payment? Agencies that answer those questions before a storm, through seasonal campaigns, pre-season reviews and clear explanations, are the ones clients trust afterward. That trust is what turns a single-policy customer into a multi-policy household and a steady source of referrals.",
      ],
    },
    {
      heading: "Where to focus in the next twelve months",
      paragraphs: [
        "Opportunity does not help an agency that cannot respond to it. The common thread across every trend in this article is speed and clarity: reaching motivated shoppers quickly, and explaining their options better than anyone else. A practical plan for the coming year:",
      ],
      bullets: [
        "Pick your growth markets: one or two fast-growing suburbs or corridors where you can become the recognized local expert.",
        "Build a first-renewal program for new homeowners, with realtor and lender partners feeding you closings.",
        "Run a proactive renewal-review campaign for your own book before the notices land.",
        "Add Spanish-language capability, even if it starts with one bilingual producer and a translated landing page.",
        "Ask every household about businesses, app-based driving and life coverage, and track the answers.",
        "Respond to new quote requests within minutes, and follow a consistent multi-day follow-up cadence.",
        "Keep your marketing compliant: documented consent, do-not-call scrubbing and prompt opt-outs.",
      ],
    },
    {
      heading: "How {{company}} helps agencies capture the opportunity",
      paragraphs: [
        "{{company}} was built in Austin for exactly this moment. We generate exclusive home, auto and life insurance leads from Texas consumers who asked to hear from an agent, verify every one with AI before it reaches you, and deliver them straight into your CRM, with leads beginning within 24-48 hours of setup. If a lead is defective, report it within 48 hours and we replace it. Our guarantee is simple: 95%+ verification or a free replacement, backed by 24-hour quality assurance.",
        "Alongside the leads, our script and template libraries give your team the words for every conversation described here, from rate-shock renewals and hurricane reviews to bilingual follow-ups and life insurance cross-sells. Texas is growing. The agencies that grow with it will be the ones that show up first, explain things clearly and follow up relentlessly. We would like to help you be one of them.",
      ],
    },
  ],
};

import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT, EMAIL_FOOTER } from "./shared";

export const article2: Article = {
  id: 2,
  title: "Hurricane Season Call Scripts for Coastal Texas: TWIA, Flood and the Window Before the Storm",
  excerpt:
    "Once a storm is in the Gulf, it is too late to sell coverage. Here is how to structure pre-season calls to coastal and Houston-area homeowners, with scripts that explain windstorm and flood gaps without scaring anyone.",
  author: "Travis Whitfield",
  authorRole: "Head of Sales Enablement",
  date: "2025-05-06",
  readTime: "8 min read",
  category: "Sales Scripts",
  image: "/images/articles/gulf-coast-hurricane-season-call-scripts.jpg",
  imageAlt: "Storm clouds gathering over a row of raised beach houses on the Texas Gulf Coast",
  body: [
    {
      heading: "The selling window closes before the storm arrives",
      paragraphs: [
        "Atlantic hurricane season runs from June 1 through November 30, and every Texas agent on the coast knows the pattern: the phones are quiet in April, and then a tropical system forms and everyone wants coverage at once. By then it is usually too late. When a named storm threatens the coast, carriers commonly suspend binding new policies and coverage increases in the affected area until the threat passes. Flood insurance has its own clock: a new National Flood Insurance Program policy generally does not take effect until 30 days after purchase, with narrow exceptions such as coverage bought in connection with a mortgage closing.",
        "That means the most valuable hurricane conversations happen in May and June, when nothing is on the radar and homeowners are least motivated to think about it. The scripts in this article are built for exactly that moment: they give clients a concrete reason to review coverage now, without the fear tactics that make people tune out.",
      ],
    },
    {
      heading: "Know which homeowners you're calling",
      paragraphs: [
        "Coastal Texas is not one market, and a single script will not fit everyone. Before you start dialing, split your list into the groups below. Each one has a different gap and needs a different opening line.",
      ],
      bullets: [
        "TWIA policyholders: homes in the 14 coastal counties and the part of Harris County served by the Texas Windstorm Insurance Association usually carry wind and hail coverage from TWIA and everything else from a separate homeowners policy. Many clients do not realize they have two policies, two deductibles and two claims processes.",
        "Inland Houston-area homeowners: clients in Katy, Pearland, Spring or Sugar Land often assume hurricanes are a coastal problem. Harvey's flooding and Beryl's wind damage and long power outages proved otherwise.",
        "New arrivals: families who moved to Texas from another state may never have heard of TWIA, percentage hurricane deductibles or windstorm certification, and often skipped flood coverage because their lender did not require it.",
        "Renters and condo owners: contents, loss of use and building assessments are easy to overlook and inexpensive to fix.",
      ],
    },
    {
      heading: "What every pre-season call needs to cover",
      paragraphs: [
        "Keep the review short and structured. You are checking four things, and the client should leave the call knowing the answer to each in plain language.",
        "First, who covers wind. If the home is in the TWIA area, confirm the client has an active TWIA policy or a private wind policy, and that the dwelling limit still reflects rebuilding costs. TWIA generally requires that the structure meet the applicable windstorm building code, so any roof replacement, addition or new window work should come with a certificate of compliance. A client who re-roofed without one may have an eligibility problem that is far easier to fix in May than in September.",
        "Second, the wind and hurricane deductible in dollars. Percentage deductibles are common on the coast. Put the number in dollars and ask the client whether they could write that check the week after a storm.",
        "Third, flood. Standard homeowners and TWIA policies do not cover flood. Ask directly whether the client has a flood policy, and if not, explain the 30-day waiting period. For many inland Houston families this is the most important five minutes of the call. Some properties in higher-risk flood zones may also need flood coverage to stay eligible for TWIA, so check the current requirements when you quote.",
        "Fourth, living expenses and documentation. Confirm the loss-of-use coverage, remind the client to photograph or video every room and store it in the cloud, and make sure they have your number and the carriers' claims numbers saved in their phone.",
      ],
    },
    {
      heading: "Run the campaign in three waves",
      paragraphs: [
        "Wave one, in May and early June, is the review call. Start with clients who have no flood policy and those with the largest hurricane deductibles, then work through the rest of the coastal book. Send the welcome e-mail below after each call so the client has the summary in writing.",
        "Wave two, in June and July, is the flood gap follow-up. Anyone who declined flood coverage gets a reminder about the waiting period and a one-page quote. Do not pressure; simply make sure the decision is deliberate and documented.",
        "Wave three is storm mode. When a system is forecast to hit Texas, stop selling. Binding is likely suspended, and a client who hears a pitch while boarding up windows will not forget it. Switch to service: send claims numbers, documentation tips and your after-hours contact details. The trust you build in that week is what drives retention and referrals for the next five years.",
      ],
    },
    {
      heading: "Measure what matters",
      paragraphs: [
        "Track three numbers through the season: the share of coastal clients who completed a review, the number of flood policies written or declined in writing, and the number of clients whose windstorm eligibility issues you resolved before August. Those are the numbers that protect both your clients and your book when the next storm makes landfall.",
      ],
    },
  ],
  keyTakeaways: [
    "Hurricane conversations belong in May and June: binding is commonly suspended once a storm threatens, and new NFIP flood policies generally have a 30-day wait.",
    "Segment the list: TWIA policyholders, inland Houston homeowners, new arrivals and renters each have a different gap.",
    "Every review covers four things: who covers wind, the hurricane deductible in dollars, flood, and living expenses with documentation.",
    "When a storm is coming, stop selling and switch to service.",
  ],
  copyBlocks: [
    {
      id: "a2-cold-call",
      kind: "cold-call",
      name: "Cold Call: Pre-Season Hurricane Coverage Check",
      text: `${COLD_CALL_PREFLIGHT}

AGENT: Hi, is this {{first_name}}? This is {{agent_name}} with {{agency_name}}. We're a local insurance agency serving {{city}} and the coast. Do you have two minutes?

AGENT: Thanks. Every year before hurricane season we call homeowners in the area to offer a free coverage check, because the time to find a gap is before a storm shows up, not after. Once a storm is in the Gulf, most companies stop writing new coverage until it passes, and new flood policies usually take 30 days to start.

AGENT: Can I ask you two quick questions? First, do you know if you have flood insurance on your home?

(If no or unsure:) That's really common. Most people assume it's part of their homeowners policy, and it isn't. That's the number one thing we help people check.

AGENT: Second, do you know what your hurricane or wind deductible is? Many policies on the coast use a percentage, so it can be a much bigger number than people expect.

AGENT: Here's what I'd suggest. Let's set up a 15-minute review. I'll go over who covers wind on your home, what you'd pay out of pocket after a storm, and whether flood coverage makes sense for you. No obligation, and you'll get a written summary either way. Does tomorrow afternoon or Thursday morning work better?

(Book it. Ask them to have their declarations pages ready, including any TWIA or flood policy.)

AGENT: You're all set. If you'd rather we not call you again, just let me know and I'll make a note right now.`,
    },
    {
      id: "a2-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Coastal Homeowner Asking About Windstorm Coverage",
      text: `AGENT: Hi {{first_name}}, this is {{agent_name}} with {{agency_name}}. You asked for a quote on homeowners coverage for your place in {{city}}. Is now a good time to go over it?

AGENT: Great. Homes near the coast often need a couple of pieces put together, so I want to make sure we get the full picture. Are you currently insured, or is this a new purchase?

(If new purchase:) Congratulations! When is your closing date? (Note it. Closing dates drive everything on the coast.)

AGENT: In your area, wind and hail coverage usually comes either from the Texas Windstorm Insurance Association, TWIA, or from a private wind policy, and the rest of the homeowners coverage comes from a separate policy. I'll quote both pieces so you see the full cost.

AGENT: A few questions about the house: what year was it built, when was the roof last replaced, and do you know if there's a windstorm certificate for the roof or any recent work? If you're buying, the seller or inspector can usually tell you.

AGENT: And flood: is the home in a flood zone, or has your lender said anything about flood insurance? Even if they haven't, I'll include a flood quote so you can decide. New flood policies usually have a 30-day waiting period, so it's worth deciding early.

AGENT: Here's the plan. I'll put together the homeowners, wind and flood quotes and walk you through them, including each deductible in dollars. Can we set 20 minutes for that this week, well ahead of your closing date?`,
    },
    {
      id: "a2-objection-handling",
      kind: "objection-handling",
      name: "Objection Handling: Flood and Windstorm",
      text: `OBJECTION: "We've never flooded here."
RESPONSE: "I'm glad to hear it. A lot of the homes that flooded during Harvey had never flooded before either, and many weren't in a high-risk flood zone. I'm not saying you will flood. I'm saying your homeowners policy won't pay if you do, and flood coverage outside the high-risk zones is often more affordable than people expect. Let me show you the number so you can decide."

OBJECTION: "I'll buy flood insurance if a hurricane heads our way."
RESPONSE: "I wish that worked. New flood policies generally don't take effect for 30 days, and once a storm is threatening, most companies stop writing new coverage altogether. If you want it in place for this season, now is when it has to happen."

OBJECTION: "My mortgage company didn't require flood, so I must not need it."
RESPONSE: "Lenders require it in the highest-risk zones to protect their loan. They don't look at whether your savings, your furniture or your family's temporary housing are protected. That part is up to you, and that's what I want to help you think through."

OBJECTION: "TWIA is too expensive. I'll just skip wind coverage."
RESPONSE: "I understand, it's a real cost. But on the coast, wind is the biggest risk to the house. If you have a mortgage, your lender will almost certainly require it. What we can do is look at the deductible options and make sure your dwelling limit is right, so you're not overpaying. Going without is the one option I can't recommend."

OBJECTION: "I'm too busy to deal with this right now."
RESPONSE: "Totally fair. It's hurricane season prep, so it can wait a week, just not until a storm is on the map. Can I book 15 minutes for next Tuesday? I'll have everything ready so it's quick."`,
    },
    {
      id: "a2-closing",
      kind: "closing",
      name: "Closing: Completing the Hurricane Coverage Package",
      text: `AGENT: Let me summarize, {{first_name}}. Your homeowners policy covers most causes of loss, but not wind, which is on a separate policy, and not flood. Your wind coverage renews on {{renewal_date}}, and after looking at it together, we agreed your dwelling limit was too low for what it would cost to rebuild today. And right now you have no flood coverage.

AGENT: So my recommendation is two changes: raise the wind coverage to match today's rebuilding cost, and start a flood policy today so the 30-day waiting period is behind you before the busiest part of the season. Together that adds a monthly amount you said you're comfortable with, and it closes the two biggest gaps we found.

AGENT: Does that sound right to you?

(If yes:) Great. I'll start the flood application now. The waiting period starts when the application and the premium are received, so the sooner we finish, the sooner you're covered. Do you want to pay the flood premium by card or check today?

AGENT: While that processes, I'll submit the change to your wind coverage and e-mail you a one-page summary: each policy, each deductible in dollars, and the claims phone numbers. Please save those numbers in your phone tonight.

AGENT: Last step: take a quick video walking through every room of the house and save it to the cloud. If you ever have a claim, that video makes everything faster. I'll check in with you before the season peaks in August.`,
    },
    {
      id: "a2-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail: Your Hurricane Season Coverage Check",
      subject: "Your hurricane season coverage check: summary and next steps",
      text: `Hi {{first_name}},

Thanks for taking the time to review your coverage with me before hurricane season. Here is a summary of what we went over, so you have it in writing.

Your coverage at a glance:
- Homeowners policy: covers your home and belongings for most causes of loss, but not flood. On the coast, wind may be covered by a separate policy.
- Wind and hail: check the deductible on your declarations page. If it's a percentage, multiply it by your dwelling coverage to see the dollar amount.
- Flood: not covered by homeowners or windstorm policies. New flood policies usually take 30 days to start.

Three things to do this week:
1. Save your carriers' claims numbers and my number, {{phone}}, in your phone.
2. Record a video of every room and store it somewhere other than your house (cloud storage or e-mail to yourself).
3. Keep digital copies of your declarations pages in the same place.

If you'd like to finish any of the changes we discussed, you can book a time here: {{booking_link}}

Stay safe this season,
${EMAIL_FOOTER}`,
    },
    {
      id: "a2-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail: Flood Waiting Period Reminder",
      subject: "A reminder about the 30-day flood waiting period",
      text: `Hi {{first_name}},

When we talked, you decided to hold off on flood insurance for now. That's your call to make, and I respect it. I just want to make sure the timing is clear while there's still room to act.

New flood policies generally don't take effect until 30 days after they're purchased. And once a storm is threatening the Texas coast, insurance companies typically stop writing new coverage in the area until the threat passes. In practice, that means the decision has to be made well before a storm is on the forecast.

I've attached the flood quote we discussed. If you'd like to start it, reply to this e-mail or call me at {{phone}} and it takes about ten minutes. If you've decided against it, just reply "no flood" and I'll note it in your file so I don't keep reminding you.

Either way, I'm here if a storm heads our way this season.

Best,
${EMAIL_FOOTER}`,
    },
    {
      id: "a2-social-educational",
      kind: "social-educational",
      name: "Educational Social Post: Three Hurricane Coverage Checks",
      text: `🌀 Hurricane season starts June 1. Three things every Texas homeowner should check NOW, not when a storm is in the Gulf:

1. Flood coverage. Homeowners policies don't cover flood, and new flood policies usually take 30 days to start.
2. Your wind or hurricane deductible in dollars. If it's a percentage, multiply it by your dwelling coverage. Could you write that check after a storm?
3. Who covers wind on your home. Near the coast, it's often a separate policy (like TWIA) with its own deductible and claims number.

Bonus: take a video of every room and save it to the cloud. It makes claims faster.

Questions about your coverage? Message us. We're happy to take a look, free.

{{agency_name}} | {{phone}}
#HurricaneSeason #TexasCoast #FloodInsurance #HurricanePrep #TexasInsurance`,
    },
  ],
};

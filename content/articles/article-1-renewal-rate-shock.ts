import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT, EMAIL_FOOTER } from "./shared";

export const article1: Article = {
  id: 1,
  title: "Renewal Rate Shock: How Texas Agencies Turn Rising Homeowners Premiums Into Retention and New Business",
  excerpt:
    "Texas homeowners are opening renewal notices with increases they didn't see coming. The agencies that call first, explain the why and bring options keep the account, and pick up the shoppers other agencies lose.",
  author: "Maya Castillo",
  authorRole: "Director of Agency Growth",
  date: "2025-02-18",
  readTime: "9 min read",
  category: "Strategy",
  image: "/images/articles/texas-homeowners-renewal-rate-shock.jpg",
  imageAlt: "A homeowner in a Texas suburb reviewing an insurance renewal notice at the kitchen table",
  featured: true,
  body: [
    {
      heading: "Why this renewal cycle feels different",
      paragraphs: [
        "For most of the last decade, a homeowners renewal was a non-event. The premium crept up a little, the client paid it, and nobody called anybody. That is no longer true in Texas. Years of hail, wind and severe storm losses, higher costs for roofing and lumber and labor, and a more expensive reinsurance market have pushed carriers to file significant rate increases across the state. Some have also tightened underwriting: percentage wind and hail deductibles where there used to be flat ones, actual-cash-value settlement on older roofs, inspections at renewal, and non-renewals in certain ZIP codes.",
        "Your client sees none of that. They see a number that is hundreds of dollars higher than last year, on a house that has not changed, and they draw the obvious conclusion: someone is overcharging them. That is the moment they start searching for quotes online, clicking on ads and answering calls from other agencies. If the first conversation they have about the increase is with a competitor, you are already playing defense.",
        "The good news is that the same pressure works in your favor when you handle it well. Homeowners who are shopping are reachable, motivated and open to advice. An agency that explains the market honestly and brings real options earns trust that lasts longer than any single premium.",
      ],
    },
    {
      heading: "Call before the renewal notice lands",
      paragraphs: [
        "The single most effective retention habit is timing. Pull a list of homeowners policies renewing in the next 45 to 75 days and look at the renewal premium as soon as your carriers release it. Any client facing a meaningful increase should hear from a person at your agency before the paper notice or e-mail arrives. A call that starts with \"I've already seen your renewal and I want to walk you through it\" lands completely differently from a call that starts after the client has found three cheaper quotes.",
        "Sort the list. Put the largest dollar and percentage increases at the top, then clients with older roofs, clients who were recently moved to a percentage deductible, and clients with auto or life policies that would leave with the home. Households with multiple policies are the ones you cannot afford to lose, and they are also the ones with the most options to restructure.",
      ],
      bullets: [
        "Tier 1: increase of 20% or more, or multi-policy households with any notable increase: personal call from the agent.",
        "Tier 2: moderate increase, single policy: call from a service team member, with the agent available for questions.",
        "Tier 3: small increase: personalized e-mail explaining the change, with a booking link for anyone who wants a review.",
      ],
    },
    {
      heading: "Explain the why in plain language",
      paragraphs: [
        "Clients do not need a lecture on reinsurance, but they do deserve an explanation. Keep it to three points they can repeat to a spouse: storms in Texas have been expensive for insurers, it costs far more to repair or rebuild a home than it did a few years ago, and those costs are showing up in rates across the whole market, not only at their company. Avoid blaming the carrier or promising that a switch will fix everything.",
        "It also helps to show the client where their money goes. Walk through the dwelling limit and ask whether it still reflects what it would cost to rebuild today; underinsurance is a real risk when construction costs rise. Point out the wind and hail deductible in dollars, not as a percentage. A 2% deductible on a $350,000 dwelling limit is $7,000 out of pocket after a hailstorm, and many clients have no idea.",
      ],
    },
    {
      heading: "Bring options, not just a number",
      paragraphs: [
        "Once the client understands the increase, give them choices. Every option should be explained as a trade, so the client decides with full information and you document that decision.",
      ],
      bullets: [
        "Remarket the policy: quote the home with other carriers you represent, comparing like for like on coverage, deductibles and roof settlement terms.",
        "Adjust the deductible: a higher all-other-perils or wind and hail deductible can lower the premium; show the out-of-pocket cost in dollars before the client agrees.",
        "Ask about the roof: many carriers offer credits for impact-resistant (Class 4) roofing. Clients planning a roof replacement should know this before they choose shingles.",
        "Bundle: moving the auto policy to the same carrier often offsets part of the home increase, and a bundled household is far less likely to leave.",
        "Review endorsements: make sure the client is paying for coverage they value, such as water backup or increased replacement cost, and understands what they would give up.",
      ],
    },
    {
      heading: "Document every decision",
      paragraphs: [
        "When a client chooses a higher deductible or lower limit to save money, put it in writing. A short e-mail summarizing what changed, what it saves and what it means at claim time protects the client's understanding and your errors-and-omissions position. If your agency management system supports it, attach the signed acknowledgment to the policy record. After the next hailstorm, the client who remembers choosing the deductible is a client who stays.",
      ],
    },
    {
      heading: "Turn the disruption into new business",
      paragraphs: [
        "The same renewal notices are landing in every household in your market, including the clients of agencies that never call. That is why quote requests from rate shoppers rise during renewal season, and why speed matters when one arrives. A homeowner who just received a large increase and asked for a quote is looking for someone to explain the situation, not only for a lower number. Use the same three-point explanation, compare coverage side by side and show the deductible in dollars. You will often win the account on clarity even when you are not the cheapest.",
        "Finally, ask for referrals at the moment the client feels helped. A client who came in angry about a renewal and left understanding their options is the most enthusiastic referral source you have. Ask who else in their neighborhood or family just got a renewal notice, and make it easy for them to pass your number along.",
      ],
    },
  ],
  keyTakeaways: [
    "Contact clients with meaningful increases 45 to 75 days before renewal, before the notice arrives.",
    "Explain the increase in three plain points and show the wind and hail deductible in dollars.",
    "Offer options as trades (remarket, deductible, roof credits, bundling) and document the client's choice.",
    "Rate shoppers from other agencies are your best new-business opportunity this season: respond fast and lead with clarity.",
  ],
  copyBlocks: [
    {
      id: "a1-cold-call",
      kind: "cold-call",
      name: "Cold Call: Homeowner Facing a Renewal Increase",
      text: `${COLD_CALL_PREFLIGHT}

AGENT: Hi, is this {{first_name}}? This is {{agent_name}} with {{agency_name}}, an independent insurance agency here in {{city}}. Did I catch you at an okay time for about two minutes?

(If no: "No problem. When is a better time to call back?" Note the time and end the call.)

AGENT: Thanks. I'll be quick. A lot of homeowners in {{city}} are opening their renewal notices this year and seeing increases they didn't expect. We've been doing free side-by-side reviews so people can see whether they're paying for the right coverage and what their options are. Have you had your homeowners renewal come through yet?

(If yes:) How did the new premium compare to last year?

(If no:) Do you remember roughly when your policy renews?

AGENT: The reason I ask is that the biggest surprises usually aren't just the premium. It's the wind and hail deductible. A lot of policies now have a percentage deductible, so on a typical home that can be several thousand dollars out of pocket after a hailstorm. Do you know what yours is?

AGENT: That's exactly what the review covers. I compare your current policy with what the carriers we represent would offer, line by line, and show you the deductible in dollars. It takes about fifteen minutes, and if your current policy is the best fit, I'll tell you that. Would later today or tomorrow morning work better?

(Book the appointment, confirm the best number and e-mail, and ask them to have their declarations page handy.)

AGENT: Perfect. I'll send you a confirmation from {{phone}}. If you'd rather I not call again, just tell me and I'll take you off our list right away.`,
    },
    {
      id: "a1-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Rate Shopper Who Requested a Home Quote",
      text: `AGENT: Hi {{first_name}}, this is {{agent_name}} with {{agency_name}}. You requested a homeowners quote online a little while ago, so I wanted to reach you while it's fresh. Is now still a good time?

AGENT: Great. Can I ask what got you shopping? Did your renewal come in higher this year?

(Listen. Let them vent. Acknowledge before moving on.)

AGENT: You're definitely not alone. Premiums have gone up across Texas over the last couple of years, mostly because of storm losses and how much it now costs to repair and rebuild a home. That doesn't mean you're stuck with your number, though. My job is to see whether there's a better fit for you.

AGENT: To quote it accurately, I want to compare apples to apples. Do you have your current declarations page nearby? I'm looking for three things: your dwelling coverage, your deductibles, and especially your wind and hail deductible.

AGENT: And a few quick questions about the house: what year was the roof put on, and do you know if it's impact-resistant? Any claims in the last five years?

(Gather the details, then set expectations.)

AGENT: Here's what happens next. I'll run this with the carriers we represent and call you back within two business days with a side-by-side comparison, well before your renewal date. I'll show you the premium, the deductible in dollars and anything that's different about the coverage, so there are no surprises if you ever have a claim. What's the best time for that call?`,
    },
    {
      id: "a1-objection-handling",
      kind: "objection-handling",
      name: "Objection Handling: Renewal Increase Conversations",
      text: `OBJECTION: "Everyone's rates are going up, so what's the point of shopping?"
RESPONSE: "You're right that the whole market has gone up. But carriers haven't all gone up the same amount, and they treat things like roof age and deductibles differently. The point of a review isn't to promise you a miracle. It's to make sure you're not paying more than you have to for the coverage you actually want. If your current policy is the best fit, I'll tell you so."

OBJECTION: "Just e-mail me the quote."
RESPONSE: "Happy to send it in writing. I'd just like to walk you through it for five minutes, because two quotes can look similar and have very different deductibles or roof coverage. Would a quick call tomorrow at lunch work? Then you'll have both the e-mail and the explanation."

OBJECTION: "I've been with my company for fifteen years. I don't want to switch."
RESPONSE: "Loyalty matters, and switching isn't always the answer. Sometimes the right move is staying and adjusting the deductible or adding a discount you're eligible for. Let me look at it with you. If staying put is best, you'll know you made the right call."

OBJECTION: "I need to talk to my husband/wife first."
RESPONSE: "Of course. This is a decision you should make together. Would it help if I set up a short call when you're both available? That way I can answer their questions directly instead of you having to relay everything."

OBJECTION: "The other agency quoted me cheaper."
RESPONSE: "That's worth looking at. Could you send me their quote or read me the deductibles and the roof settlement terms? Often the difference is a higher wind and hail deductible or actual-cash-value coverage on the roof. If theirs really is the same coverage for less, I'll tell you to take it."`,
    },
    {
      id: "a1-closing",
      kind: "closing",
      name: "Closing: Choosing the Renewal Option",
      text: `AGENT: So let me recap where we landed, {{first_name}}. Your renewal came in noticeably higher than last year. We looked at three options: staying where you are, staying with a higher all-other-perils deductible, or moving the home and both cars to a new carrier with the same dwelling coverage and a flat wind and hail deductible. Does that match your understanding?

AGENT: Based on what you told me, that protecting against a big out-of-pocket hail bill matters more to you than the lowest possible premium, the third option fits best. It costs less than your renewal, the deductible is a fixed dollar amount you can plan for, and having both policies together gets you the bundle discount.

AGENT: Do you have any questions about the coverage before we move forward?

(Answer questions. Then ask directly.)

AGENT: Then let's get it done. I'll need a few minutes to confirm the details and I can have the new policy effective on {{renewal_date}}, so there's no gap between your old coverage and the new one. I'll e-mail you a summary of exactly what we chose and why, along with the documents to sign. Would you like to set up the first payment by card or bank draft?

AGENT: One last thing: don't cancel your current policy until I confirm the new one is in force. I'll call you as soon as it is. And if any of your neighbors or family got a renewal surprise this year, I'm always glad to do the same review for them.`,
    },
    {
      id: "a1-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail: New Homeowners Review Request",
      subject: "Your home insurance review: what happens next",
      text: `Hi {{first_name}},

Thanks for reaching out to {{agency_name}} about your homeowners insurance. I'm {{agent_name}}, and I'll be handling your review personally.

If your renewal came in higher than you expected, you're in good company. Premiums have risen across Texas, mostly because of storm losses and higher repair and rebuilding costs. That doesn't mean you have to accept the first number you're given.

Here's what I'll do:
1. Compare your current policy with options from the carriers we represent, coverage for coverage.
2. Show you your wind and hail deductible in dollars, not just as a percentage.
3. Walk you through the results on a short call, and put everything in writing.

To get started, please reply with a photo or PDF of your current declarations page, or book a 15-minute call here: {{booking_link}}

If you'd rather talk now, call or text me at {{phone}}.

Talk soon,
${EMAIL_FOOTER}`,
    },
    {
      id: "a1-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail: Quote Sent, No Reply Yet",
      subject: "Your renewal is on {{renewal_date}}: one quick question",
      text: `Hi {{first_name}},

I sent over your homeowners comparison a few days ago and wanted to make sure it didn't get buried.

The short version:
- Your current renewal premium is higher than last year, with a percentage wind and hail deductible.
- The option I'd recommend keeps the same dwelling coverage with a flat-dollar wind and hail deductible, so you know exactly what you'd pay after a storm.
- Bundling your auto would lower the total further.

Your policy renews on {{renewal_date}}. To avoid any gap in coverage, I'd like to have a decision about a week before then. Whatever you decide, including staying with your current carrier, I'm glad to help make the change smooth.

Would a 10-minute call this week work? Pick a time here: {{booking_link}} or reply with a good time and I'll call you.

Thanks,
${EMAIL_FOOTER}`,
    },
    {
      id: "a1-social-educational",
      kind: "social-educational",
      name: "Educational Social Post: Why Texas Home Insurance Is Going Up",
      text: `Why did my Texas home insurance go up when nothing about my house changed? 🏠

Three reasons we're hearing about from carriers across the state:
1️⃣ Storms: hail and wind claims in Texas have been costly year after year.
2️⃣ Rebuilding costs: roofing, lumber and labor cost far more than a few years ago.
3️⃣ The insurers' own insurance (reinsurance) has become more expensive.

What you CAN control:
✅ Know your wind and hail deductible in dollars, not just the percentage.
✅ Ask whether your roof qualifies for an impact-resistant credit.
✅ Review bundling and deductible options before your renewal date.

Not sure what your policy says? Send us a message and we'll walk through it with you, no pressure.

{{agency_name}} | {{phone}}
#TexasInsurance #HomeInsurance #TexasHomeowners #HailSeason`,
    },
  ],
};

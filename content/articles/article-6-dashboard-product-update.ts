import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT, EMAIL_FOOTER } from "./shared";

export const article6: Article = {
  id: 6,
  title: "Product Update: Quality Filters, Richer Lead Cards and CRM Stage Sync for Smarter Ad Spend",
  excerpt:
    "Your lead dashboard now lets you filter by verification quality, shows the household details you need before you dial, and sends your CRM stage changes back to your ad campaigns so they learn from policies sold, not just form fills.",
  author: "Ben Tran",
  authorRole: "Product Manager",
  date: "2025-04-08",
  readTime: "7 min read",
  category: "Product Updates",
  image: "/images/articles/lead-dashboard-quality-filters-crm-sync.jpg",
  imageAlt: "The lead dashboard showing quality filters and a lead card with verification details",
  body: [
    {
      heading: "What's new at a glance",
      paragraphs: [
        "This release is about one thing: helping you spend your time and your ad budget on the households most likely to become clients. Here is what changed in your {{company}} dashboard.",
      ],
      bullets: [
        "Quality filters: view All Leads, Verified Only, Unverified or High Quality (80%+) with one click.",
        "Richer lead cards: the verification score, a Verified or Unverified badge and the household details that matter for a first call.",
        "CRM stage sync: connect HubSpot, Pipedrive, Salesforce or any CRM through Zapier, and stage changes are sent to your ad platform as conversion events.",
      ],
    },
    {
      heading: "Quality filters: start the day with the right list",
      paragraphs: [
        "Every lead already arrives with a verification score from 0 to 100. The new filter at the top of the leads list turns that score into a work plan. High Quality (80%+) shows the leads whose name, phone and e-mail passed our checks with a strong overall score; these are the ones to call first, ideally within minutes of arrival. Verified Only and Unverified split the list by verification status, which is useful when a producer is catching up after a day out of the office.",
        "The colors match everywhere in the product: green for 80 and above, yellow for 50 to 79 and red below 50. A green check appears only when the lead is both high-scoring and verified. If a lead turns out to be defective, report it within 48 hours and our team will review it within 24 hours and replace it; that part of our guarantee has not changed.",
      ],
    },
    {
      heading: "Richer lead cards: know the household before you dial",
      paragraphs: [
        "Opening a lead now shows more than contact details. Where the shopper provided them, you will see the current insurance carrier, marital status and spouse name, the home purchase date and roof age, whether they have continuous coverage or multiple recent claims, the submission date, and the verification notes that explain the score.",
        "These details change the first thirty seconds of the call. A producer who can say \"I see you're with your current carrier and your roof is about twelve years old\" sounds prepared, not scripted. The roof age tells you whether to expect roof-settlement questions; the home purchase date tells you whether you are talking to a new homeowner who may still be shopping their first renewal; and the spouse's name tells you who else needs to be on the decision call.",
      ],
    },
    {
      heading: "CRM stage sync: let your ads learn from policies sold",
      paragraphs: [
        "Most insurance ad campaigns are optimized for the wrong thing. The ad platform sees form submissions, so it finds more people who like filling out forms. What you actually want is more people who book appointments and buy policies. Stage sync closes that gap.",
        "Once your CRM is connected, the progress of each lead is reported back to your ad platform's conversion interface as it happens:",
      ],
      bullets: [
        "A new lead is sent as a Lead event.",
        "A lead whose AI verification score is above 85% is sent as CompleteRegistration.",
        "A lead moved to an appointment or contact stage is sent as Schedule.",
        "A policy sold is sent as Purchase, with the revenue value you enter.",
      ],
    },
    {
      heading: "How stage sync maps to your CRM",
      paragraphs: [
        "We map the stages you already use, so nobody has to change how they work. In HubSpot, appointment scheduled becomes Schedule, qualified to buy becomes Lead, contract sent becomes InitiateCheckout and closed won becomes Purchase. Pipedrive's qualified, demo scheduled, proposal made and won stages map the same way, as do Salesforce's Prospecting, Qualification, Proposal/Price Quote and Closed Won. Any other CRM can send stage changes through Zapier with the lead ID, stage name, stage value and the lead's contact details.",
        "Contact details are hashed before they are sent to the ad platform, and events are queued and retried automatically if the platform is temporarily unavailable, so a busy afternoon never loses a sale from your reporting.",
      ],
    },
    {
      heading: "Getting started",
      paragraphs: [
        "Quality filters and richer lead cards are already live on every plan. CRM stage sync is included in the Premium plan; to turn it on, open CRM Integrations from your dashboard, choose your CRM and follow the setup steps; each tab gives you the webhook address to paste into your CRM. If you would like help, our team can walk you through it. Call {{company_phone}} or e-mail {{company_email}} during business hours.",
      ],
    },
  ],
  keyTakeaways: [
    "Filter the leads list by All Leads, Verified Only, Unverified or High Quality (80%+).",
    "Lead cards now show carrier, household, home and roof details plus verification notes.",
    "CRM stage changes are sent to your ad platform as Lead, CompleteRegistration, Schedule and Purchase events.",
    "HubSpot, Pipedrive and Salesforce stages are mapped for you; any other CRM works through Zapier.",
  ],
  copyBlocks: [
    {
      id: "a6-cold-call",
      kind: "cold-call",
      name: "Cold Call: New Homeowner's First Renewal",
      text: `${COLD_CALL_PREFLIGHT}

AGENT: Hi, is this {{first_name}}? This is {{agent_name}}, a licensed agent with {{agency_name}} in {{city}}. Do you have a quick minute?

AGENT: Thanks. I work with a lot of families who bought their homes in the last year or two. The homeowners policy you got at closing was usually chosen in a hurry, and the first renewal is often when people find out their premium or deductible changed. Has your first renewal come through yet?

(If yes:) Was it higher than the year before?
(If no:) Do you know roughly when it renews?

AGENT: Most new homeowners I talk to don't know two things about their policy: how old the company thinks the roof is, and what the wind and hail deductible is in dollars. Those two details drive most of the price, and most of what you'd pay after a hailstorm.

AGENT: I'd be glad to do a quick review: I'll compare your policy with a few other companies, check the roof details and show you the deductible in dollars. It takes about fifteen minutes and there's no cost. Would tomorrow or Friday work better?

(Book the appointment and confirm the e-mail for the confirmation.)

AGENT: Great. I'll send a confirmation with my number, {{phone}}. And if you'd rather not get calls from us, just let me know and I'll remove your number right now.`,
    },
    {
      id: "a6-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Using the Lead Card Before You Dial",
      text: `(Before dialing, read the lead card: verification notes, current carrier, home purchase date, roof age, marital status and spouse name, continuous coverage and claims. Use what's there; don't ask for what you already know.)

AGENT: Hi {{first_name}}, this is {{agent_name}} with {{agency_name}}. You requested a homeowners quote on your home in {{city}}. Is now still a good time?

AGENT: I've looked over what you sent, so I'll keep this quick. It looks like you're currently insured with your existing carrier, and you bought the home fairly recently. Is that right?

AGENT: You mentioned the roof is around the age on your form. Do you know if it's ever been replaced, or if it's an impact-resistant roof? Roof age is one of the biggest factors in Texas home pricing right now, so I want to get it right.

(If the card shows a spouse:) AGENT: Will your spouse want to be part of the decision? If so, let's find a time when you're both available to go over the quote. It saves you explaining it twice.

AGENT: Last question before I run the numbers: have you had any claims in the last five years?

AGENT: Perfect. I'll put the quote together today and walk you through it, including the deductible in dollars. What time works best for a 15-minute call?

(After the call: move the lead to your appointment stage in the CRM so the Schedule event is recorded.)`,
    },
    {
      id: "a6-objection-handling",
      kind: "objection-handling",
      name: "Objection Handling: New Homeowners",
      text: `OBJECTION: "We just bought the house. We already have insurance."
RESPONSE: "Congratulations on the house! You definitely have coverage, since your lender required it. The policy picked at closing is often chosen quickly, though, and the first renewal is when people see changes. I'm offering a second look before your renewal so there are no surprises."

OBJECTION: "Our mortgage company handles the insurance."
RESPONSE: "Your lender pays the premium out of your escrow account, but the policy belongs to you, and you choose it. If we find a better fit, I'll coordinate the change with your lender so the payment switches over smoothly."

OBJECTION: "The roof is new, so we should be fine."
RESPONSE: "That's great news, and it may actually mean you're overpaying. Some companies still price the roof based on the home's age unless the new roof is documented. Do you have the invoice or the installation date? It could qualify you for a better rate or a roof credit."

OBJECTION: "I already bought a policy from someone else."
RESPONSE: "Thanks for letting me know, I'm glad you're covered. Would it be all right if I checked in before your renewal next year? If not, no problem at all. I'll close your request."
(Mark the lead as lost with the reason in the CRM, so the report stays accurate.)

OBJECTION: "Can you just e-mail it?"
RESPONSE: "Of course. I'll e-mail it today. Can I call you for ten minutes after you've had a chance to look? Two quotes can look similar and have very different roof and deductible terms, and I'd like you to see the difference."`,
    },
    {
      id: "a6-closing",
      kind: "closing",
      name: "Closing: Binding the Policy and Logging the Sale",
      text: `AGENT: {{first_name}}, here's the summary. Your current policy renews on {{renewal_date}} at a higher premium with a percentage wind and hail deductible. The option we reviewed keeps your dwelling coverage, gives you a flat-dollar deductible, and includes a credit for your newer roof.

AGENT: Based on everything you've told me, I'd recommend we go ahead with it. Do you have any questions before we do?

(Answer questions.)

AGENT: Great. I'll start the policy effective {{renewal_date}}, so there's no gap. I'll also send the new policy information to your mortgage company so they pay the right company from your escrow. You don't need to do anything there, but you'll see the change on your next escrow statement.

AGENT: You'll get your documents by e-mail today. Please don't cancel the old policy yourself. Once the new one is active, I'll help you cancel the old one and make sure any refund goes back to you or your escrow account.

(After the call: move the deal to your won or closed stage in the CRM and enter the premium as the stage value, so the sale is reported accurately and your ad campaigns learn from it.)

AGENT: Thank you for trusting {{agency_name}}. If friends or neighbors bought homes recently, I'd be glad to give them the same review.`,
    },
    {
      id: "a6-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail: New Homeowner Quote Request",
      subject: "Congratulations on your home, {{first_name}}: your quote is in progress",
      text: `Hi {{first_name}},

Congratulations on your home, and thank you for reaching out to {{agency_name}}. I'm {{agent_name}}, and I'll be preparing your homeowners quote.

New homeowners often have questions that nobody had time to answer at closing, so here are the three I hear most:

1. "Why does the roof matter so much?" In Texas, hail is one of the biggest causes of home claims, so companies look closely at roof age and type. A newer or impact-resistant roof can lower your premium.
2. "What's my real deductible?" Many policies have a separate wind and hail deductible written as a percentage. I'll show you the dollar amount.
3. "Does my policy cover flooding?" No. Flood coverage is a separate policy. I'll tell you whether it makes sense for your address.

To get an accurate quote, reply with your roof's installation year (or the roofer's invoice) and a photo of your current declarations page.

Questions? Call or text me at {{phone}}, or book a time: {{booking_link}}

Welcome home,
${EMAIL_FOOTER}`,
    },
    {
      id: "a6-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail: Appointment Reminder",
      subject: "Reminder: your home insurance review with {{agent_name}}",
      text: `Hi {{first_name}},

Just a reminder about our home insurance review. If the time no longer works, you can pick a new one here: {{booking_link}}

To make the most of our 15 minutes, it helps to have:
- Your current declarations page (the first page of your policy)
- The year your roof was installed or last replaced, if you know it
- Any questions your spouse or family would like answered

I'll call you at the number you gave us. If you'd prefer a video call or a visit to our office in {{city}}, just reply and let me know.

See you soon,
${EMAIL_FOOTER}`,
    },
    {
      id: "a6-social-educational",
      kind: "social-educational",
      name: "Educational Social Post: Why Your Roof Drives Your Premium",
      text: `🏡 Texas homeowners: your roof may be the single biggest factor in your insurance price.

Why? Hail. Texas sees more hail damage than almost anywhere in the country, so insurance companies look closely at:
• How old your roof is
• What it's made of
• Whether it's impact-resistant (Class 4)

What you can do:
✅ Keep your roofer's invoice. It proves the installation date.
✅ Ask about impact-resistant shingles before you replace your roof. Many companies offer a credit.
✅ Know whether your policy pays full replacement cost or actual cash value for roof damage.

Not sure what your policy says about your roof? Send us a message and we'll check it for you.

{{agency_name}} | {{phone}}
#TexasHomeowners #HailSeason #HomeInsurance #RoofTips`,
    },
  ],
};

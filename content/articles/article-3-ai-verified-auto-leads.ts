import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT, EMAIL_FOOTER } from "./shared";

export const article3: Article = {
  id: 3,
  title: "Reading an AI Verification Score: How to Work Auto Leads in the First Five Minutes",
  excerpt:
    "A verification score tells you which auto leads are real, reachable and worth calling right now. Here is what the score checks, how to read the green, yellow and red bands, and the speed-to-lead routine that turns a fresh quote request into a bound policy.",
  author: "Priya Raman",
  authorRole: "Lead Data Scientist",
  date: "2025-01-21",
  readTime: "8 min read",
  category: "AI Technology",
  image: "/images/articles/ai-verification-score-auto-leads.jpg",
  imageAlt: "An agent's screen showing a list of auto insurance leads with green, yellow and red quality scores",
  body: [
    {
      heading: "Auto leads have a short shelf life",
      paragraphs: [
        "An auto insurance shopper in Dallas-Fort Worth or Houston rarely fills out one form. They are usually comparing prices on a lunch break or right after a renewal notice, and they may request several quotes within the same hour. The agent who reaches them first, answers their questions clearly and sends a real number has a decisive advantage. An hour later, they have often already talked to someone else.",
        "That is why lead quality and lead speed are two sides of the same problem. Every minute you spend calling a disconnected number or a fake name is a minute a real shopper waits. AI verification exists to fix the first half, so you can spend your time on the second.",
      ],
    },
    {
      heading: "What the verification score actually checks",
      paragraphs: [
        "When a lead arrives, our verification engine runs a series of checks and combines them into a score from 0 to 100, along with individual validity results for name, phone and e-mail, a list of flags and a short written explanation. The explanation matters: a score is only useful if you can see why it is what it is.",
      ],
      bullets: [
        "Name: does it look like a real person's name, or like keyboard mashing, a cartoon character or a single repeated letter?",
        "Phone: is the number correctly formed, is it a plausible US number, and does it avoid patterns like 555 numbers or every digit the same?",
        "E-mail: is the address well formed, does the domain exist, and is it a throwaway or disposable inbox?",
        "Consistency: do the city, ZIP code and area code make sense together for a Texas shopper, and has this person submitted the same request many times?",
        "Intent signals: did the shopper complete the form in a human way, answer the coverage questions and give a realistic timeframe?",
      ],
    },
    {
      heading: "How to read green, yellow and red",
      paragraphs: [
        "In your lead dashboard, each lead shows its score and a color. A score of 80 or more is green, and when the lead is also marked verified it shows a check mark. These are your call-now leads: the contact details passed every check and the shopper gave a realistic picture of what they need.",
        "A score from 50 to 79 is yellow. These leads are usually real people, but something deserves a second look: perhaps a mismatch between the ZIP code and the city, or an e-mail on a free domain that was created recently. Call them, and confirm the details in the first minute of the conversation.",
        "A score below 50 is red. Read the flags before you dial. Some red leads are real people who typed quickly on a phone; many are not. If a lead turns out to be defective, such as a disconnected number, a person who never requested a quote or a duplicate, report it within 48 hours and we will replace it. Our guarantee is 95%+ verification or a free replacement, and every reported lead is reviewed by our quality team within 24 hours.",
      ],
    },
    {
      heading: "The first five minutes: a speed-to-lead routine",
      paragraphs: [
        "Verification only pays off if you act on it quickly. The agencies that convert the most auto leads follow a routine so consistent that nobody has to decide what to do when a notification arrives.",
      ],
      bullets: [
        "Minute 0: the lead arrives in your CRM with its score. Green and yellow leads are assigned to whoever is available, not to whoever usually handles auto.",
        "Minute 1 to 5: call. Open with the shopper's name and the car they mentioned, so they know you are responding to their request.",
        "No answer: leave a short voicemail, then send an e-mail, and a text only if your consent covers text messages.",
        "Day 1: two more call attempts at different times of day, ideally one in the early evening.",
        "Days 2 to 7: one attempt per day, alternating call and e-mail, then move the lead to a long-term nurture list.",
      ],
    },
    {
      heading: "Quote conversations that build trust",
      paragraphs: [
        "Price gets you the call; coverage wins the client. Texas requires at least 30/60/25 liability limits: $30,000 per injured person, $60,000 per accident for injuries and $25,000 for property damage. Many shoppers ask for \"state minimum\" without knowing what that means for a crash involving a new pickup truck on I-35. Texas insurers must also offer personal injury protection and uninsured/underinsured motorist coverage, which a driver can reject only in writing. Walking through those choices in plain language is the fastest way to stand out from the online quote engines.",
      ],
    },
    {
      heading: "Where AI helps, and where it doesn't",
      paragraphs: [
        "AI is very good at repetitive pattern checks: spotting a fake name, a throwaway inbox or a duplicate request in milliseconds. It can also help you draft follow-up e-mails and summarize a long call. It does not replace your license, your judgment or your conversation. It does not decide what coverage a family needs, and it should never quote a rate.",
        "Two practical rules keep your agency safe. First, treat the score as a prioritization tool, not a verdict: a yellow lead deserves a call. Second, never paste sensitive personal information, such as driver's license numbers or dates of birth, into general-purpose AI tools that are not approved by your agency. Use the verification results inside your dashboard and keep customer data where it belongs.",
      ],
    },
  ],
  keyTakeaways: [
    "The verification score combines name, phone, e-mail and consistency checks into a 0-100 score with flags and an explanation.",
    "Green (80+) means call now; yellow (50-79) means call and confirm details; red (below 50) means read the flags first.",
    "Report defective leads within 48 hours for a replacement; every report is reviewed within 24 hours.",
    "Call within five minutes, then follow a fixed seven-day cadence; coverage education wins the close.",
  ],
  copyBlocks: [
    {
      id: "a3-cold-call",
      kind: "cold-call",
      name: "Cold Call: Auto Insurance Review for Local Drivers",
      text: `${COLD_CALL_PREFLIGHT}

AGENT: Hi, is this {{first_name}}? This is {{agent_name}} with {{agency_name}} here in {{city}}. I'll be brief. Do you have a minute?

AGENT: We're an independent agency, which means we shop auto coverage across several companies instead of just one. A lot of drivers in {{city}} have seen their auto premiums climb over the last couple of years, so we've been offering quick reviews to make sure people aren't overpaying. When does your auto policy renew, roughly?

AGENT: And do you know what liability limits you carry? Most people don't, and that's fine. It's the number that protects you if you cause an accident.

(If they say "state minimum" or don't know:) In Texas the minimum is 30/60/25. That's $25,000 for damage to someone else's car. With what new trucks and SUVs cost, that can run out fast, and you'd be responsible for the rest.

AGENT: Here's my offer: give me five minutes now, or pick a time that works, and I'll compare what you have with a couple of other options, both the price and what you're actually covered for. If what you have is the best deal, I'll tell you. Would now work, or is later today better?

(If yes: gather drivers, vehicles, current carrier and limits. If later: book a time and confirm the number.)

AGENT: Thanks, {{first_name}}. And if you'd prefer I not call again, just say so and I'll take your number off our list.`,
    },
    {
      id: "a3-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Speed-to-Lead Call on a Fresh Auto Quote Request",
      text: `AGENT: Hi {{first_name}}, this is {{agent_name}} with {{agency_name}}. You just requested an auto insurance quote online, and I wanted to catch you while you're still thinking about it. Is now okay?

AGENT: Great. I see you're looking at coverage for your vehicle in {{city}}. Is that still right, and is anyone else in the household driving it?

AGENT: What made you start shopping today? Did your renewal come in higher, or is something changing, like a new car or a new driver?

(Listen and note the reason. It tells you what to emphasize.)

AGENT: Let me get the details to quote you accurately. I'll need:
- Each driver's name and date of birth, and how long they've been licensed.
- Each vehicle's year, make and model, or the VIN if you have it handy.
- Your current company and the liability limits on your declarations page, if you have it.
- Any accidents or tickets in the last three to five years.

AGENT: One more question that matters a lot: do you want the same coverage you have now, or would you like me to show you a higher-protection option too? I'll show you both side by side so you can see the price difference.

AGENT: I can have your quote in about 15 minutes. Do you want to stay on the line, or should I call you back at this number in 15 minutes? I'll also e-mail a copy so you have it in writing.`,
    },
    {
      id: "a3-objection-handling",
      kind: "objection-handling",
      name: "Objection Handling: Auto Quote Shoppers",
      text: `OBJECTION: "I already got a cheaper quote online."
RESPONSE: "That's great that you're comparing. Can you tell me the liability limits and deductibles on that quote? Online quotes are often built on state minimum limits or leave out uninsured motorist coverage. If it's truly the same coverage for less, I'll tell you to take it. If it isn't, you'll want to know before you switch."

OBJECTION: "I just want the state minimum."
RESPONSE: "I can absolutely quote that. Let me just show you one more number next to it. Texas minimum covers $25,000 of damage to the other car. If you hit a newer pickup, that may not even cover the truck, and you'd owe the rest personally. Higher limits often cost less than people expect. Want to see both?"

OBJECTION: "I've gotten five calls since I filled that out."
RESPONSE: "I'm sorry about that, it's a lot. I'll make this worth your time: I'll get you an accurate quote with the coverage explained in plain English, in one call, and you won't hear from me again unless you want to."

OBJECTION: "Just text me the price."
RESPONSE: "I can send it in writing so you have it. A price by itself can be misleading, though, because it depends on the limits and deductibles. Give me three minutes to confirm your details so the number I send is one you can actually buy."

OBJECTION: "I don't want to drop uninsured motorist, but it's expensive."
RESPONSE: "Texas has a lot of uninsured drivers on the road, so that coverage protects you from other people's choices. Let's look at adjusting the deductible on collision instead. That usually saves more without giving up protection you'd really miss."`,
    },
    {
      id: "a3-closing",
      kind: "closing",
      name: "Closing: Binding the Auto Policy",
      text: `AGENT: Okay {{first_name}}, here's where we are. You're paying more than you'd like with your current company. I've quoted you two options: one matching your current coverage, and one with higher liability limits and uninsured motorist coverage, which costs a little more per month.

AGENT: You told me your biggest worry is being on the hook after an accident, so the second option is the one I'd recommend. It gives you much more protection for a small difference in price.

AGENT: Which one would you like to go with?

(Confirm the choice.)

AGENT: Perfect. I'll get this started today. Let me confirm a few things: the vehicles and drivers we discussed, the garaging address, and that you'd like the policy to begin on {{renewal_date}} so it lines up with your current one ending. Is that all correct?

AGENT: For the first payment, would you prefer a card or automatic bank draft? Autopay can sometimes qualify for a discount.

AGENT: Once it's bound, I'll e-mail your ID cards and the policy documents. Please don't cancel your current policy until you have those in hand; I'll remind you. After that, I'll show you how to cancel the old one without a gap in coverage.

AGENT: And if anyone else in your family is shopping for auto or home coverage, I'd be glad to help them the same way.`,
    },
    {
      id: "a3-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail: Auto Quote Request Received",
      subject: "{{first_name}}, I'm working on your auto quote",
      text: `Hi {{first_name}},

Thanks for requesting an auto insurance quote from {{agency_name}}. I'm {{agent_name}}, and I'll be putting your quote together personally.

To make sure the price I send is one you can actually buy, I'll need a few details:
- Each driver's name, date of birth and how long they've been licensed
- Each vehicle's year, make and model (or VIN)
- Your current company and liability limits (the first page of your policy has these)
- Any accidents or tickets in the last three to five years

You can reply to this e-mail with the details, or call or text me at {{phone}} and we'll do it in about five minutes.

What you'll get from me: a side-by-side comparison with the price and the coverage explained in plain English, including your liability limits and uninsured motorist coverage. No pressure, and no surprise charges.

Prefer to pick a time? Book here: {{booking_link}}

Thanks,
${EMAIL_FOOTER}`,
    },
    {
      id: "a3-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail: Couldn't Reach You by Phone",
      subject: "Sorry I missed you: your auto quote",
      text: `Hi {{first_name}},

I tried calling about the auto insurance quote you requested but couldn't reach you. No problem, I know days get busy.

Your quote is almost ready. I just need to confirm two things so the price is accurate:
1. Who drives the vehicle, and how long they've been licensed.
2. Whether you'd like the same limits you have now, or to also see a higher-protection option.

You can reply to this e-mail, call me at {{phone}}, or choose a time that suits you here: {{booking_link}}

If you've already found coverage, just reply "all set" and I'll close out your request. Either way, thank you for considering {{agency_name}}.

Best,
${EMAIL_FOOTER}`,
    },
    {
      id: "a3-social-educational",
      kind: "social-educational",
      name: "Educational Social Post: What 30/60/25 Means",
      text: `🚗 "State minimum" in Texas is 30/60/25. Here's what those numbers actually mean:

30 = up to $30,000 for one person's injuries in an accident you cause
60 = up to $60,000 total for everyone's injuries in that accident
25 = up to $25,000 for damage to other people's property, like their car

Now think about what a new pickup truck costs. If the damage goes past your limit, the rest can come out of your pocket.

Higher limits often cost less than you'd expect, and uninsured motorist coverage protects you when the other driver has no insurance.

Want to know what your policy really covers? Send us a message and we'll explain it in plain English.

{{agency_name}} | {{phone}}
#TexasDrivers #AutoInsurance #DFW #Houston #InsuranceTips`,
    },
  ],
};

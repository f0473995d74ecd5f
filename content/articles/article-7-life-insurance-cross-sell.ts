import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT, EMAIL_FOOTER } from "./shared";

export const article7: Article = {
  id: 7,
  title: "Life Insurance for Your Home and Auto Households: Conversation Scripts That Don't Feel Pushy",
  excerpt:
    "Most Texas property and casualty agencies insure the house but not the income that pays for it. A practical approach to starting life insurance conversations with the clients who already trust you, with scripts for every stage.",
  author: "Rachel Dunn",
  authorRole: "Life & Financial Services Strategist",
  date: "2024-12-03",
  readTime: "9 min read",
  category: "Sales Scripts",
  image: "/images/articles/life-insurance-cross-sell-texas-families.jpg",
  imageAlt: "A young Texas family on the front porch of their new home",
  isPremium: true,
  body: [
    {
      heading: "The coverage gap hiding in your own book",
      paragraphs: [
        "Pull up any household in your book with a home policy, two cars and a mortgage, and ask a simple question: if the person who earns most of the income died tomorrow, what would happen to the house? In many cases, the honest answer is that the family would struggle to keep it. They have insured the roof against hail and the cars against a fender bender, but not the paycheck that pays for both.",
        "That gap is your opportunity and, arguably, your responsibility. These clients already trust you; they call you after a storm and when their teenager gets a license. A life insurance conversation from someone they trust feels like advice. The same conversation from a stranger feels like a sales call.",
      ],
    },
    {
      heading: "Start with the mortgage, not the product",
      paragraphs: [
        "The least effective way to open a life insurance conversation is to mention life insurance. Start with what the client already cares about: the house. \"You've done a great job protecting the house from storms. Have you thought about how the mortgage would be paid if something happened to you?\" is a question almost every homeowner has thought about privately and almost none have been asked.",
        "From there, a simple needs estimate gives the conversation structure. Many agents use the DIME approach: add up debts, years of income the family would need replaced, the remaining mortgage balance and future education costs, then subtract existing coverage such as a group policy through work. Most clients are surprised by two things: how much coverage the math suggests, and how affordable term coverage often is for healthy people in their thirties and forties.",
        "Match the product to the need. A term policy that runs as long as the mortgage is the most natural fit for young families. Older clients may be more interested in final expense coverage so their children are not left with funeral costs. Business owners may need coverage tied to a business loan or a buy-sell agreement, a conversation where you should involve their attorney or accountant.",
      ],
    },
    {
      heading: "Find the right moments",
      paragraphs: [
        "Life insurance conversations land best when something in the client's life has just changed. Build triggers into your workflow so these moments are never missed:",
      ],
      bullets: [
        "A new home purchase or refinance: a new mortgage is the clearest reason to review life coverage.",
        "A new driver or a new vehicle: usually a growing family, and often a new baby a few years earlier.",
        "Marriage, a new baby or a divorce: coverage amounts and beneficiaries both need attention.",
        "A new business or a job change: employer group coverage often ends when the job does.",
        "The annual home or auto review, once the client's property questions are fully answered.",
      ],
    },
    {
      heading: "Licensing, suitability and replacement",
      paragraphs: [
        "In Texas, selling life insurance requires the appropriate life license from the Texas Department of Insurance. If your producers hold only property and casualty licenses, they can still start the conversation and refer the client to a licensed colleague or partner agency, so make that hand-off smooth and explain it to the client up front.",
        "When a new policy would replace existing life coverage, Texas replacement rules and your carrier's procedures require specific disclosures and forms. Replacing coverage is sometimes the right move and sometimes costly for the client, so document why the change is in the client's interest. And stay in your lane: explain coverage, but refer tax and estate planning questions to the client's professionals.",
      ],
    },
    {
      heading: "A simple process for the whole agency",
      paragraphs: [
        "Cross-selling fails when it depends on one producer remembering to ask. Make it a process. Service reps flag households with a mortgage and no life policy in your agency management system. Producers review flagged households weekly and schedule a short \"protection review\" call. Applications are submitted the same week, while the client is motivated, and many carriers now offer streamlined underwriting that avoids a medical exam for some healthy applicants, which removes one of the most common reasons people put it off.",
        "Finally, measure it. Track life policies per 100 home and auto households each quarter. It is the clearest indicator of whether your agency is protecting families, or just their property.",
      ],
    },
  ],
  keyTakeaways: [
    "Households with a mortgage and no life policy are your most natural cross-sell opportunity.",
    "Open with the house and the mortgage, not with the product; use a simple needs estimate such as DIME.",
    "Build life-event triggers into your workflow: new home, new baby, job change, annual review.",
    "Follow Texas licensing and replacement rules, and refer tax and estate questions to other professionals.",
  ],
  copyBlocks: [
    {
      id: "a7-cold-call",
      kind: "cold-call",
      name: "Cold Call: Mortgage Protection Introduction",
      text: `${COLD_CALL_PREFLIGHT}

AGENT: Hi, is this {{first_name}}? My name is {{agent_name}}, a licensed agent with {{agency_name}} here in {{city}}. I'm calling about protecting your home and family. Do you have a minute?

AGENT: Thank you. We help a lot of homeowners in {{city}} with home and auto coverage, and one thing we've noticed is that most families protect the house against hail and storms, but not against the thing that would really put it at risk: losing the income that pays the mortgage.

AGENT: Can I ask: if something happened to you or your spouse, do you know how the mortgage would get paid?

(Listen. Many people mention a policy through work.)

(If they mention coverage through work:) That's a great start. The catch is that work coverage usually ends when the job does, and it's often one or two years of salary. We'd check whether it's enough for your situation.

AGENT: What I'd suggest is a 20-minute protection review. We look at your mortgage, your family's income needs and any coverage you already have, and I show you what it would cost to close the gap. Term coverage is often more affordable than people expect. Would an evening this week or Saturday morning work better, so your spouse can join?

(Book the appointment.)

AGENT: Great. I'll send you a confirmation from {{phone}}. And if you'd prefer not to receive calls from us, just say so and I'll take care of it right away.`,
    },
    {
      id: "a7-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Existing Home and Auto Client",
      text: `AGENT: Hi {{first_name}}, it's {{agent_name}} from {{agency_name}}. How are you and the family? How's the house holding up since the last storm?

(Catch up briefly. You're calling as their agent, not a stranger.)

AGENT: I'm calling because we're doing protection reviews with our home and auto families this year, and you came to mind. We've made sure your home and cars are covered. The one piece we've never talked about is what would happen to the house if something happened to you. Is that something you've thought about?

AGENT: Do you and your spouse have any life insurance now, either on your own or through work?

(If through work only:) AGENT: That's common, and it's a good start. Do you know roughly how much it is? Most work policies are one or two times salary and end if you change jobs. With a mortgage and kids, that often leaves a gap.

(If nothing:) AGENT: You're definitely not alone. Most families I talk to don't. It's just one of those things that never makes it to the top of the list.

AGENT: Here's what I'd like to do: a 20-minute review with both of you. I'll walk through a simple estimate of what your family would need, the mortgage, income and the kids' future, and show you a few options with prices. No pressure, and if you already have what you need, I'll tell you. What evening works this week?`,
    },
    {
      id: "a7-objection-handling",
      kind: "objection-handling",
      name: "Objection Handling: Life Insurance",
      text: `OBJECTION: "I have life insurance through work."
RESPONSE: "That's great, and it's worth keeping. Two questions: do you know how much it is, and what happens to it if you change jobs or get laid off? Work coverage is usually one or two years of pay and doesn't follow you. A personal policy fills the gap and stays with you."

OBJECTION: "It's too expensive."
RESPONSE: "Many people think so until they see the number. For a healthy person your age, term coverage that lasts as long as your mortgage often costs less per month than the family's cell phone bill. Let me show you the actual price. Then you can decide whether it's worth it."

OBJECTION: "I don't want to think about dying."
RESPONSE: "Nobody does, and I won't make this morbid. Think of it as mortgage protection. You already insure the house against hail. This makes sure your family can stay in it no matter what. Once it's in place, you never have to think about it again."

OBJECTION: "We're young and healthy. We'll do it later."
RESPONSE: "Being young and healthy is exactly why now is the best time. Prices are based on your age and health when you apply. Every birthday makes it a little more expensive, and a health change can make it much harder to qualify."

OBJECTION: "I need to talk to my spouse."
RESPONSE: "Absolutely, this is a decision you make together. That's why I suggested meeting with both of you. When is an evening you're both home?"`,
    },
    {
      id: "a7-closing",
      kind: "closing",
      name: "Closing: Term Life Application",
      text: `AGENT: So let's recap. Your mortgage has about 25 years left, your family would need several years of income replaced to stay in the house and keep things stable, and the coverage through work would cover only part of that.

AGENT: The option that fits best is a 25-year term policy that lines up with your mortgage, for the amount we calculated together. It costs a monthly amount that you both said fits the budget. Does that still feel right to both of you?

(If yes:) AGENT: Then let's start the application today while everything's fresh. It takes about 20 minutes. Some of the questions are about your health and medical history; answer them as accurately as you can, because that's what the policy is based on.

AGENT: Depending on your answers, the company may approve you without a medical exam, or they may schedule a short exam at your home or office at no cost. Either way, I'll keep you updated at every step.

AGENT: Who would you like to name as the beneficiary? And as a backup, a contingent beneficiary, in case the first one isn't able to receive it?

AGENT: Great. Once it's approved, I'll deliver the policy and go through it with you both. And I'll add a note to review it with you whenever the family's situation changes: a new baby, a new house, or a new job.`,
    },
    {
      id: "a7-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail: Your Family Protection Review",
      subject: "Your family protection review: what to bring",
      text: `Hi {{first_name}},

Thank you for making time for a protection review. You've already taken good care of your home and cars with {{agency_name}}; this review makes sure your family and the house are protected too.

What we'll cover in 20 minutes:
1. A simple estimate of what your family would need: the mortgage, income for the years ahead, and future costs like your kids' education.
2. Any coverage you already have, including life insurance through work.
3. A few options with real prices, so you can decide whether closing the gap is worth it.

It helps to have on hand:
- Your current mortgage balance (an estimate is fine)
- Details of any life insurance you have now, including through your employer
- Your spouse, if possible, since this is a decision you'll want to make together

If you need to change the time, you can rebook here: {{booking_link}} or call me at {{phone}}.

Looking forward to it,
${EMAIL_FOOTER}`,
    },
    {
      id: "a7-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail: After the Protection Review",
      subject: "Your life insurance options, in one page",
      text: `Hi {{first_name}},

Thank you both for the conversation. As promised, here is a one-page summary of what we discussed.

What your family would need: enough to pay off the mortgage, replace several years of income and cover the kids' future education, minus the coverage you already have through work.

The option I recommend: a term policy that lasts as long as your mortgage, in the amount we calculated together. Your quote is attached.

Why now: life insurance prices are based on your age and health when you apply. Applying sooner locks in today's price, and many healthy applicants are approved without a medical exam.

If you're ready to move forward, reply to this e-mail or book 20 minutes to complete the application: {{booking_link}}. If you have questions or want to look at a different amount, call me at {{phone}}.

There's no rush and no pressure. I just don't want this to fall off the list.

Best,
${EMAIL_FOOTER}`,
    },
    {
      id: "a7-social-educational",
      kind: "social-educational",
      name: "Educational Social Post: Insuring the House vs. the Paycheck",
      text: `🏠 You insured your house against hail. Did you insure the paycheck that pays for it?

A quick way to think about how much life insurance a family needs, called DIME:
D = Debts (car loans, credit cards)
I = Income (how many years your family would need it replaced)
M = Mortgage (what's left on the house)
E = Education (your kids' future)

Then subtract any coverage you already have, including through work.

Many people are surprised to learn how affordable term life can be for healthy adults, and that coverage through work usually ends when the job does.

Want help running the numbers? Message us for a free, no-pressure protection review.

{{agency_name}} | {{phone}}
#LifeInsurance #TexasFamilies #FirstTimeHomeBuyer #FinancialPlanning`,
    },
  ],
};

import type { EmailTemplate, LandingPageCopy, PhoneScript, SocialPost } from "./types";

/**
 * Content of the Marketing Packages page (/marketing-packages).
 * Premium is fixed off on that page, so every text is shown truncated to its preview length
 * (spec: default 150; social 100; e-mails 200; landing pages 300; scripts 150) and blurred.
 * All texts are deliberately longer than their preview length.
 * Templates use the template merge fields documented in content/merge-fields.ts.
 */
export const PACKAGE_PREVIEW_LENGTHS = {
  default: 150,
  social: 100,
  email: 200,
  landing: 300,
  script: 150,
} as const;

/** Page copy around the four content groups. */
export const marketingPackagesCopy = {
  title: "Marketing Packages",
  intro:
    "Done-for-you social posts, e-mail sequences, landing pages and phone scripts written for Texas home, auto and life insurance agencies. Preview them below; upgrade to copy, customize and use them in your own campaigns.",
  groups: {
    social: {
      title: "Social Media Posts",
      description: "Educational posts that earn comments and shares, not just likes. Each one ends with a soft call to action.",
    },
    email: {
      title: "E-mail Sequences",
      description: "Nurture, renewal and win-back e-mails with subject lines tested on Texas homeowners and drivers.",
    },
    landing: {
      title: "Landing Page Copy",
      description: "Headlines, subheadlines and body copy for quote pages, with a consent disclosure ready to place next to your form.",
    },
    scripts: {
      title: "Phone Scripts",
      description: "Inbound, voicemail, referral and annual review scripts your whole team can use from day one.",
    },
  },
  upsell: {
    title: "Unlock the full library",
    text: "Premium members can copy every template, get new seasonal campaigns each month (hail, hurricane, renewal and open enrollment seasons), and access bilingual Spanish versions of our most popular pieces.",
  },
  downloadAllLabel: "Download All Templates",
  upgradeLabel: "Upgrade",
  backLabel: "Back to Industry Insights",
} as const;

export const socialPosts: SocialPost[] = [
  {
    id: "social-hail-checklist",
    title: "Hail Season Homeowner Checklist",
    platform: "Facebook & Instagram",
    text: `⛈️ Hail season is here in Texas. Five minutes now can save you a headache later:

1. Find your wind and hail deductible on your policy and turn it into dollars. (A 2% deductible on a $300,000 home is $6,000.)
2. Take photos of your roof, siding and windows today, so you have "before" pictures.
3. Save your insurance company's claims number in your phone.
4. After a storm, be wary of door-to-door roofers who ask you to sign right away. Call us first.
5. Park cars in the garage or under cover when storms are in the forecast.

Questions about your coverage? We'll review your policy for free.
{{agency_name}} | {{phone}}
#HailSeason #TexasWeather #HomeInsurance #TexasHomeowners`,
  },
  {
    id: "social-renewal-questions",
    title: "Three Questions to Ask When Your Renewal Goes Up",
    platform: "Facebook",
    text: `Did your home insurance renewal go up again? 📈 Before you pay it or switch, ask these three questions:

❓ Is my dwelling coverage right for today's rebuilding costs? Too low means a smaller check after a loss.
❓ What is my wind and hail deductible in dollars? Many Texas policies now use a percentage.
❓ Am I getting every discount I qualify for? Think bundling, impact-resistant roofs, security systems and claim-free history.

The cheapest quote isn't always the best deal if the deductible or roof coverage is worse. We'll compare your options side by side, in plain English.

Message us or call {{phone}}.
#TexasInsurance #HomeInsurance #InsuranceTips`,
  },
  {
    id: "social-new-to-texas",
    title: "New to Texas? Five Insurance Surprises",
    platform: "Facebook & Instagram",
    text: `🤠 Welcome to Texas! Five insurance surprises new Texans tell us about:

1. Hail is a big deal here. Roof age and type can change your home premium a lot.
2. Many home policies have a separate wind and hail deductible, often a percentage of your coverage.
3. Near the coast, wind coverage may come from a separate policy, such as the Texas Windstorm Insurance Association (TWIA).
4. Flood is never part of a standard home policy, and new flood policies usually take 30 days to start.
5. Texas minimum auto liability is 30/60/25, which may be far less than you had in your old state.

Just moved? We'll help you set things up right the first time.
{{agency_name}} | {{phone}}
#NewToTexas #MovingToTexas #Austin #Houston #DFW`,
  },
  {
    id: "social-new-parents-life",
    title: "New Parents and Life Insurance",
    platform: "Facebook",
    text: `👶 New baby? Congratulations! Here's one item for the "someday" list that's worth doing now: life insurance.

Why now?
• Prices are based on your age and health when you apply, so it only gets more expensive to wait.
• Coverage through work usually ends when the job does.
• Term life for healthy parents is often more affordable than people expect.

A simple rule of thumb: enough to pay off the house, replace several years of income and help with your child's future education.

Want help figuring out the right amount? Message us for a free, no-pressure review.
{{agency_name}} | {{phone}}
#NewParents #LifeInsurance #TexasFamilies`,
  },
  {
    id: "social-realtor-partners",
    title: "For Realtors: Avoid Closing-Day Insurance Surprises",
    platform: "LinkedIn",
    text: `Texas realtors and loan officers: insurance has become one of the most common last-minute problems at closing.

Older roofs, coastal wind coverage, flood zone requirements and rising premiums can change a buyer's monthly payment, or delay the closing, when insurance is left to the final week.

Three things that help your buyers:
1. Get an insurance quote as soon as the offer is accepted, not after the appraisal.
2. Share the inspection report's roof section with the agent quoting the home.
3. If the property is near the coast or in a flood zone, start the wind and flood conversation on day one.

We work with buyers across {{city}} and turn around home quotes quickly, with clear explanations of deductibles and roof coverage. Happy to be a resource for your clients.

{{agent_name}}, {{agency_name}} | {{phone}}`,
  },
];

export const emailSequences: EmailTemplate[] = [
  {
    id: "email-new-lead-nurture",
    name: "New Quote Request Nurture",
    schedule: "E-mail 1 of 5: send within 5 minutes of a new quote request; the rest follow on days 1, 3, 7 and 14.",
    subject: "{{first_name}}, your quote request is in good hands",
    body: `Hi {{first_name}},

Thanks for requesting a quote from {{agency_name}}. I'm {{agent_name}}, a licensed agent here in {{city}}, and I'll be working on it personally.

Here's how we do things:
- We compare options from several insurance companies, not just one.
- We explain the coverage and the deductibles in plain English, not just the price.
- You decide. No pressure, no obligation.

To make your quote accurate, reply with a photo of the first page of your current policy (the declarations page). If you don't have one handy, no problem; I'll call with a few quick questions.

You can reach me directly at {{phone}} or pick a time that suits you: {{booking_link}}

Talk soon,
{{agent_name}}
{{agency_name}} | {{phone}}
{{agency_address}}

To stop receiving e-mails from us, click here: {{unsubscribe_link}}`,
  },
  {
    id: "email-renewal-review",
    name: "Pre-Renewal Review",
    schedule: "Send 60 days before the policy renewal date; follow with a call 7 days later if there's no reply.",
    subject: "Your policy renews on {{renewal_date}}: let's review it first",
    body: `Hi {{first_name}},

Your policy renews on {{renewal_date}}, and I'd like to review it with you before then.

Insurance prices in Texas have changed a lot over the last couple of years, and many policies now have different deductibles or roof coverage than they did when they were first written. A quick review makes sure:

1. Your coverage still matches what it would cost to rebuild or replace today.
2. You know your deductibles in dollars, including wind and hail.
3. You're getting every discount you qualify for.

If your current policy is still the best fit, I'll tell you so. If there's a better option, I'll show you side by side.

It takes about 15 minutes. Book a time here: {{booking_link}} or reply with a time that works and I'll call you.

Thank you for being a client of {{agency_name}}.

{{agent_name}}
{{agency_name}} | {{phone}}
{{agency_address}}

To stop receiving e-mails from us, click here: {{unsubscribe_link}}`,
  },
  {
    id: "email-win-back",
    name: "Win-Back: Quote That Didn't Close",
    schedule: "Send 90 days after a quote that didn't close, or 45 days before the prospect's next renewal if you know it.",
    subject: "Still happy with your coverage, {{first_name}}?",
    body: `Hi {{first_name}},

A few months ago you asked us for a quote, and you decided to go another way. That's completely fine, and I hope everything's going well.

I'm reaching out because a lot has changed in Texas insurance recently, and many people are seeing different prices or deductibles at their next renewal. If yours is coming up, I'd be glad to take a fresh look, with no obligation.

Things worth checking before your renewal:
- Did your premium or your wind and hail deductible change?
- Does your roof coverage pay replacement cost or actual cash value?
- Are your home and auto with the same company, and would bundling save you money?

If you'd like a second opinion, reply to this e-mail or book a time: {{booking_link}}. If you're all set, just reply "all set" and I won't follow up again.

Best regards,
{{agent_name}}
{{agency_name}} | {{phone}}
{{agency_address}}

To stop receiving e-mails from us, click here: {{unsubscribe_link}}`,
  },
];

export const landingPages: LandingPageCopy[] = [
  {
    id: "landing-rate-review",
    name: "Homeowners Rate Review",
    headline: "Did Your Texas Home Insurance Renewal Just Jump?",
    subheadline:
      "Get a free side-by-side review from a local licensed agent. We'll show you your real deductible in dollars and compare options from several insurance companies.",
    body: `Homeowners across Texas are opening renewal notices with increases they didn't expect. Storm losses, higher rebuilding costs and changes at insurance companies are all playing a part. But you don't have to accept the first number you're given.

Here's what our free review includes:
• A side-by-side comparison of your current policy with options from the companies we represent
• Your wind and hail deductible explained in dollars, not just a percentage
• A check of your roof coverage and dwelling limit, so there are no surprises at claim time
• Every discount you may qualify for, including bundling your auto policy

We're a local, licensed independent agency serving {{city}}. If your current policy is the best fit, we'll tell you. It takes about 15 minutes, and there's no obligation.

Form disclosure (place next to the submit button): By clicking "Get My Free Review", you agree that {{agency_name}} may contact you about insurance at the phone number and e-mail you provided, including by calls and texts that may use automated technology. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to opt out of texts.`,
  },
  {
    id: "landing-home-auto-bundle",
    name: "Home and Auto Bundle",
    headline: "Bundle Your Home and Auto. Keep More of Your Money.",
    subheadline:
      "One local agent, one renewal date, and bundle discounts from the insurance companies we represent. Get a combined quote for your Texas home and cars.",
    body: `Putting your home and auto insurance with the same company is one of the simplest ways to lower your total premium, and it makes life easier too: one renewal date, one agent to call and, at some companies, a single deductible when a storm damages both your house and your car.

When you request a bundle quote, a licensed agent from {{agency_name}} will:
• Compare home and auto bundles from several insurance companies
• Make sure your auto liability limits protect you, not just meet the Texas minimum
• Show you your home deductibles in dollars, including wind and hail
• Tell you honestly if keeping your policies separate is the better deal

Homeowners and renters are both welcome. Tell us how many vehicles you have and when your current policies renew, and we'll do the rest.

Form disclosure (place next to the submit button): By clicking "Get My Bundle Quote", you agree that {{agency_name}} may contact you about insurance at the phone number and e-mail you provided, including by calls and texts that may use automated technology. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to opt out of texts.`,
  },
];

export const phoneScripts: PhoneScript[] = [
  {
    id: "script-inbound-quote",
    title: "Inbound Call: Caller Asking for a Quote",
    scenario: "A new caller phones the agency asking \"How much would it cost to insure my home/car?\"",
    text: `AGENT: Thank you for calling {{agency_name}}, this is {{agent_name}}. How can I help you today?

CALLER: I'd like a quote.

AGENT: I'd be glad to help with that. Can I get your first name? … Thanks, {{first_name}}. Is this for your home, your auto, or both?

AGENT: And what's got you looking today? Is a renewal coming up, did you just buy something, or are you not happy with your current coverage?

(Listen. The reason tells you what to focus on.)

AGENT: Great. To give you a price you can actually buy, I'll ask a few questions. It takes about ten minutes. If you have your current policy handy, that makes it even faster. Is now a good time, or would you like me to call you back?

(Gather details. Before hanging up:)

AGENT: I'll have your quote ready by the time we agreed. What's the best number and e-mail to reach you? And is it okay if I call you at this number to go over it?`,
  },
  {
    id: "script-new-lead-voicemail",
    title: "Voicemail: New Lead Not Answering",
    scenario: "First or second call attempt to a new quote request that went to voicemail. Keep it under 30 seconds.",
    text: `Hi {{first_name}}, this is {{agent_name}} with {{agency_name}} in {{city}}. I'm calling about the insurance quote you requested online today.

I've started on it and just need to confirm a couple of details so the price is accurate. You can call or text me back at {{phone}}. Again, that's {{phone}}.

I'll also send you an e-mail with my information so you have it. Talk soon!

(Second attempt, the next day, a different time of day:)

Hi {{first_name}}, {{agent_name}} again from {{agency_name}}. I'm following up on your quote. If now isn't a good time, no problem at all; you can book a time that suits you from the link in my e-mail, or call me at {{phone}}. Thanks!`,
  },
  {
    id: "script-referral-request",
    title: "Referral Request After a Good Experience",
    scenario: "Call a client shortly after a smooth claim, a successful renewal review or a new policy that saved them money.",
    text: `AGENT: Hi {{first_name}}, it's {{agent_name}} from {{agency_name}}. Do you have a minute? I just wanted to check in and make sure everything's settled with your new policy.

(Listen. Resolve anything open first. Only ask for referrals if the client is happy.)

AGENT: I'm really glad it worked out. Can I ask you a favor? Most of our new clients come from people like you telling friends and family about us. Is there anyone you know who just bought a home, got a big renewal increase or has a new driver in the family?

(If yes:) AGENT: Thank you! Would you be comfortable giving them my number, {{phone}}, or letting them know I'll reach out? I'll only contact them if they say it's okay.

(If no:) AGENT: No problem at all. If anyone comes to mind later, just pass my number along. Thanks again for trusting us.

(Never call a referred person until they've agreed to be contacted.)`,
  },
  {
    id: "script-annual-review",
    title: "Annual Account Review Call",
    scenario: "Yearly check-in with an existing home and auto household, ideally 60 to 90 days before renewal.",
    text: `AGENT: Hi {{first_name}}, it's {{agent_name}} from {{agency_name}}. I'm calling for your yearly insurance check-up before your renewal on {{renewal_date}}. Do you have ten minutes now, or should we schedule it?

AGENT: Great. A lot can change in a year, so I'll go through a few quick questions:
1. Any changes at home: remodeling, a new roof, a pool, a home business?
2. Any changes with the cars or drivers: new vehicles, a teen getting a license, someone moving out?
3. Any big purchases, like jewelry or equipment, that might need extra coverage?
4. Any changes in the family: marriage, a new baby, a new job?

(Note every change. Each one can affect coverage or price.)

AGENT: Thanks. Based on what you've told me, I'll check your coverage and discounts and get back to you with anything that should change before {{renewal_date}}. And since you mentioned the family has grown, would you be open to a short conversation about making sure the house is protected if something happened to you? No pressure; we can do it whenever suits you.`,
  },
];

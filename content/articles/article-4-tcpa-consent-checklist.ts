import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT, EMAIL_FOOTER } from "./shared";

export const article4: Article = {
  id: 4,
  title: "TCPA Consent in 2025: A Practical Checklist for Texas Agencies That Buy or Generate Leads",
  excerpt:
    "A single noncompliant call campaign can cost more than a year of commissions. Here is what valid consent looks like, what to keep on file, how often to scrub, and how to handle opt-outs without losing good prospects.",
  author: "Daniel Okafor",
  authorRole: "Compliance Manager",
  date: "2025-03-11",
  readTime: "10 min read",
  category: "Compliance",
  image: "/images/articles/tcpa-consent-checklist-texas-agencies.jpg",
  imageAlt: "A checklist on a clipboard next to a phone headset on an insurance agency desk",
  body: [
    {
      heading: "Why consent is your agency's problem, even when you buy leads",
      paragraphs: [
        "The Telephone Consumer Protection Act lets consumers sue over unwanted telemarketing calls and texts, with statutory damages of $500 per violation and up to $1,500 when a violation is willful or knowing. Those numbers are per call or per text, which is why TCPA cases so often become class actions. Buying a lead does not transfer the risk to the seller: if your agency places the call, your agency needs to be able to show it had permission.",
        "The good news is that compliance and conversion point in the same direction. A consumer who knowingly asked to hear from you picks up, listens and buys. A consumer who was tricked into a form, or never filled one out, hangs up and complains. Everything below is designed to make sure you are only calling the first kind.",
        "This article is practical guidance, not legal advice. Telemarketing law changes often, and your agency's counsel should review your scripts, forms and procedures.",
      ],
    },
    {
      heading: "What valid consent looks like",
      paragraphs: [
        "For telemarketing calls or texts to a cell phone that use an autodialer or an artificial or prerecorded voice, the TCPA requires prior express written consent. Electronic signatures, such as checking a box and clicking submit, can satisfy the written requirement. In practice, a defensible consent captures all of the following:",
      ],
      bullets: [
        "A clear disclosure, placed next to the submit button, that the consumer agrees to receive marketing calls and texts, which may use automated technology, from your agency.",
        "The specific phone number the consumer provided, and the consumer's agreement to be contacted at that number.",
        "A statement that consent is not a condition of purchasing any goods or services.",
        "An affirmative act by the consumer, such as an unchecked box they check themselves or a button whose label says what it does.",
        "Identification of the seller. Consent that names your agency specifically is far stronger than consent buried in a list of hundreds of \"marketing partners\".",
      ],
    },
    {
      heading: "The one-to-one consent question",
      paragraphs: [
        "In 2023 the FCC adopted a rule that would have required consent to be given to one seller at a time. A federal appeals court vacated that rule in early 2025 before it took effect. That does not make shared, one-form-many-buyers consent safe. Courts still ask whether the consumer actually agreed to hear from the company that called, and many carriers and lead buyers now require seller-specific consent in their contracts anyway.",
        "Our recommendation is simple: buy leads where the consent names your agency, or where the consumer chose you specifically, and avoid leads sold to long lists of unrelated buyers. That is how our quote funnels are built.",
      ],
    },
    {
      heading: "Keep the evidence, not just the lead",
      paragraphs: [
        "If a consumer ever disputes that they asked to be contacted, the lead record alone will not help you. You need the consent itself, captured at the moment it was given. For every lead, make sure you or your vendor keep:",
      ],
      bullets: [
        "The date and time of submission and the IP address and device information of the submitter.",
        "The URL of the page and the exact wording of the consent disclosure as it appeared at that moment (version your disclosure text).",
        "The form fields the consumer completed, including the phone number consented to.",
        "A consent certificate or session record from a third-party service, if your vendor provides one.",
      ],
    },
    {
      heading: "Scrub before you dial, every time",
      paragraphs: [
        "Cold calls to consumers require a current scrub against the National Do Not Call Registry. Access the registry for your area codes at least every 31 days and never call a registered number without written consent or an established business relationship. Maintain your own internal do-not-call list as well, and check it before every campaign. The FCC's Reassigned Numbers Database can tell you whether a number has been disconnected and reassigned since you obtained consent, which matters for older leads and for client lists you are reactivating.",
        "Texas has its own telemarketing statutes, including a state no-call list, and recent legislative changes brought text messages more clearly within the state's rules. Ask your counsel how they apply to your agency's calls and texts. Finally, respect calling hours: federal rules prohibit telemarketing calls before 8 a.m. or after 9 p.m. in the consumer's local time, and many agencies adopt a narrower window as a matter of policy.",
      ],
    },
    {
      heading: "Make opt-outs easy and fast",
      paragraphs: [
        "Recent FCC rules make clear that consumers can revoke consent by any reasonable means: replying STOP or a similar word to a text, saying so on a call, sending an e-mail, or telling your receptionist. Revocation requests must be honored within a short, fixed deadline. The safest practice is to process them the same day and to make sure every channel (your dialer, texting platform, e-mail tool and CRM) reads from the same suppression list.",
        "Treat an opt-out as the end of the marketing relationship, not as an objection to overcome. A polite, immediate \"You won't hear from us again\" protects the agency and leaves the door open if the consumer calls back on their own.",
      ],
    },
    {
      heading: "Train your people and write it down",
      paragraphs: [
        "The do-not-call safe harbor depends on written procedures, staff training, an internal do-not-call list and regular scrubbing. Put your procedures in a short written policy, train every producer and service rep when they start and at least once a year, and keep a record of who was trained and when. Spot-check a handful of calls each month. Retain consent and call records for at least the four-year federal limitations period for TCPA claims; many agencies keep them for five.",
      ],
    },
  ],
  keyTakeaways: [
    "Statutory damages are $500 per violation, up to $1,500 if willful: buying a lead does not transfer the risk.",
    "Valid consent is clear, specific to your agency and the phone number, not a condition of purchase, and given by an affirmative act.",
    "Keep the consent evidence: timestamp, IP, page URL, disclosure version and form fields.",
    "Scrub against the National Do Not Call Registry at least every 31 days and keep an internal do-not-call list.",
    "Honor opt-outs through any channel, the same day, across every system.",
  ],
  copyBlocks: [
    {
      id: "a4-cold-call",
      kind: "cold-call",
      name: "Cold Call: Compliant Opener With Real-Time Opt-Out",
      text: `${COLD_CALL_PREFLIGHT}

(Make sure your caller ID shows your agency's real, callable number.)

AGENT: Hi, is this {{first_name}}? My name is {{agent_name}}, and I'm a licensed insurance agent with {{agency_name}} in {{city}}. I'm calling about home and auto insurance. Is this an okay time to talk for a minute?

(Identify yourself, your agency and the purpose in the first sentence. No vague openers like "I'm following up on your request" unless it is true.)

(If "no":) "I understand. Would you like me to try another time, or would you prefer I not call again?"
(If they ask not to be called: "Of course. I'm adding your number to our do-not-call list right now. You won't hear from us again. Have a good day." Record it in the CRM before the next dial.)

(If "yes":) AGENT: Thank you. We're an independent agency, so we compare coverage from several companies. Premiums have gone up for a lot of families around {{city}}, and we're offering free policy reviews. Would you like to set up a 15-minute review?

(If yes, book it. Then ask permission before any other follow-up:)

AGENT: I'll send you a confirmation by e-mail. What's the best address for that?

AGENT: Thanks, {{first_name}}. If you ever want us to stop calling, just tell anyone at our office or reply to any e-mail and we'll take care of it immediately.`,
    },
    {
      id: "a4-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Confirming the Request on the First Call",
      text: `AGENT: Hi {{first_name}}, this is {{agent_name}}, a licensed agent with {{agency_name}}. I'm calling because a request for an insurance quote was submitted online with this phone number. Was that you?

(If yes:) AGENT: Great, thank you for confirming. I just want to make sure I'm talking to the right person. You were looking at coverage for your home in {{city}}, is that right?

(If no or unsure:) AGENT: I'm sorry for the confusion. I'll make a note that this number didn't request a quote, and we won't contact you again. Have a great day.
(Flag the lead in the CRM as "consumer did not request", add the number to your internal do-not-call list, and report the lead for replacement within 48 hours.)

AGENT: Perfect. Before we dive in, a quick note on how I'll follow up: I'll call you at this number and e-mail your quote. If you'd prefer to hear from me only by e-mail, or at a certain time of day, just let me know.

AGENT: Now, what prompted you to look for a quote? Is your renewal coming up, or did something change?

(Continue with the needs discussion. Record the preferences the consumer gave you in the CRM.)`,
    },
    {
      id: "a4-objection-handling",
      kind: "objection-handling",
      name: "Handling Consent Questions and Opt-Out Requests",
      text: `(These are not objections to overcome. They are requests to handle correctly.)

QUESTION: "How did you get my number?"
RESPONSE: "That's a fair question. A request for an insurance quote was submitted online with this number." (Name the website and the date, both shown in the lead's consent record.) "If that wasn't you, I apologize, and I'll make sure you aren't contacted again."

REQUEST: "Put me on your do-not-call list."
RESPONSE: "Absolutely. I'm adding your number now, and you won't receive any more calls from {{agency_name}}. Is there another number or e-mail you'd like me to remove as well?"
(Do not pitch, do not ask why. Update the CRM and dialer before the next call.)

STATEMENT: "I never filled anything out."
RESPONSE: "I'm sorry about that. Thank you for telling me. I'll remove your number and make sure this doesn't happen again."
(Flag the lead, add it to your internal do-not-call list, and report it as defective within 48 hours.)

REQUEST: "Stop texting me." (or a STOP reply)
RESPONSE: Send a single confirmation only if your platform does so automatically ("You're unsubscribed and won't receive more messages from {{agency_name}}."), then suppress the number across texting, dialer and CRM the same day.

QUESTION: "Are you going to sell my information?"
RESPONSE: "No. We use your information to prepare your quote and to follow up with you. If you'd like, I can tell you exactly what we keep and how to ask us to delete it."`,
    },
    {
      id: "a4-closing",
      kind: "closing",
      name: "Closing: Binding the Policy and Recording Contact Preferences",
      text: `AGENT: {{first_name}}, it sounds like the policy we reviewed is the right fit. Let's get it in place for {{renewal_date}}. Do you have any last questions about the coverage?

(Answer questions, then complete the application and payment.)

AGENT: You're all set. Your documents will arrive by e-mail shortly. Two quick housekeeping questions before I let you go.

AGENT: First, how would you like us to contact you about your policy, renewals and claims: phone, e-mail or both?

AGENT: Second, separately from your policy, we occasionally send tips and offers, like storm-season checklists or reviews when rates change. Would you like to receive those? It's completely optional, and saying no doesn't affect your policy or your service in any way.

(If yes, send the written opt-in form or link so the consent is captured in writing, with the date and the number or e-mail it covers. If no, record "service communications only".)

AGENT: Got it. And if you ever change your mind about any of it, just tell me or reply to any message. Thank you for choosing {{agency_name}}.`,
    },
    {
      id: "a4-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail: Confirming How We Got Your Request",
      subject: "About your insurance quote request to {{agency_name}}",
      text: `Hi {{first_name}},

Thank you for requesting an insurance quote. I'm {{agent_name}}, a licensed agent with {{agency_name}}, and I'll be your point of contact.

So you know exactly how this works:
- You submitted a quote request online and agreed to be contacted by our agency at the phone number and e-mail you provided.
- We'll use your information to prepare your quote and follow up about it. We don't sell your information.
- Agreeing to be contacted is never a condition of buying anything from us.

How to reach me: {{phone}} or {{agent_email}}. If you'd like to pick a time to talk, book here: {{booking_link}}

Want us to contact you differently, or not at all? Reply to this e-mail with your preference, or click the unsubscribe link below, and we'll update it the same day.

If you didn't request a quote, please reply and let us know, and we'll remove your details.

Thank you,
${EMAIL_FOOTER}`,
    },
    {
      id: "a4-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail: Choose How We Stay in Touch",
      subject: "How would you like to hear from us?",
      text: `Hi {{first_name}},

I've sent over your quote, and I want to make sure I follow up in the way that works best for you, not in the way that's easiest for us.

Just reply with one of these:
1. "Call me": I'll call to walk you through the quote.
2. "E-mail only": I'll keep everything in writing.
3. "Not now": I'll close your request and won't follow up further.

If you'd like to move forward, you can also book a time directly: {{booking_link}}

Thanks for considering {{agency_name}}. Whatever you choose, I'm glad to help whenever you need it.

Best,
${EMAIL_FOOTER}`,
    },
    {
      id: "a4-social-educational",
      kind: "social-educational",
      name: "Educational Social Post: How to Stop Unwanted Insurance Calls",
      text: `📵 Tired of insurance calls you never asked for? Here's how to take back control:

1. Register your number for free at donotcall.gov. Legitimate telemarketers have to check the list.
2. Tell any caller: "Please put me on your internal do-not-call list." They're required to honor it.
3. Reply STOP to marketing texts you don't want.
4. Be careful with "compare quotes" websites: read the fine print before you hit submit, because some share your number with many companies.

At {{agency_name}}, we only contact people who asked to hear from us, and we take you off our list the moment you ask.

Questions about your coverage? Reach out on your terms: {{phone}}
#ConsumerTips #DoNotCall #TexasInsurance #InsuranceTips`,
    },
  ],
};

import type { LegalDocument } from "./types";

/**
 * Legal pages: /privacy-policy (ten sections), /terms-of-service (six sections), /tcpa-compliance.
 * Site copy: {{company}}, {{company_phone}} and {{company_email}} are replaced by the app at render time.
 * These texts describe the product's practices in plain language; they should be reviewed by counsel
 * before launch, like any legal page.
 */

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  dateLine: "Effective January 9, 2025",
  date: "2025-01-09",
  intro: [
    "This Privacy Policy explains how {{company}} (\"we\", \"us\"), a Texas-licensed company based in Austin, Texas, collects, uses, shares and protects personal information when you visit our website, request insurance information through our forms and quote funnels, contact us, chat with our assistant, or use our services as an insurance agent.",
    "We serve two groups of people: consumers who ask to be connected with a licensed insurance agent, and insurance agents and agencies who use our lead, marketing and CRM services. Where a section applies to only one group, we say so.",
  ],
  sections: [
    {
      heading: "1. Information We Collect",
      paragraphs: [
        "We collect the information you give us directly, information collected automatically when you use our website, and limited information from service providers.",
      ],
      bullets: [
        "Quote requests and funnels (consumers): your name, e-mail address, phone number, street address, city and ZIP code, the type of insurance you are interested in (home, auto or life), whether you are currently insured, your timeframe and budget, and any details you choose to share about your home, vehicles or household, such as roof age, home value or current insurance company.",
        "Contact form and chat: your name, e-mail address, phone number, agency name if you provide one, the subject and content of your message, and the messages you exchange with our chat assistant.",
        "Agent accounts and purchases: your username, agency details, billing contact information and order history. Card and wallet payments are handled by our payment processors; we do not store full card numbers.",
        "Automatically collected information: IP address, browser and device type, pages viewed, referring page, advertising campaign parameters (such as UTM tags) and the date and time of each visit.",
      ],
    },
    {
      heading: "2. Consent Records and Evidence",
      paragraphs: [
        "When you submit a form that asks for permission to contact you, we record evidence of that consent: the date and time of submission, your IP address and device information, the web address of the page, the exact wording of the consent disclosure shown to you, and the phone number and e-mail address you provided.",
        "We keep these records so that we, and the licensed agents you asked to hear from, can demonstrate that you agreed to be contacted and can honor the choices you made. Agreeing to be contacted is never a condition of purchasing any product or service.",
      ],
    },
    {
      heading: "3. How We Use Your Information",
      paragraphs: ["We use personal information to:"],
      bullets: [
        "Connect consumers with the licensed insurance agent or agency they asked to hear from, and deliver their request.",
        "Verify that submissions are genuine, for example by checking that names, phone numbers, e-mail addresses and locations are valid and consistent, and prevent fraud and duplicate submissions.",
        "Respond to messages, callback requests and chat conversations.",
        "Provide, bill and support our services for insurance agents, including the lead dashboard and CRM integrations.",
        "Measure and improve our website, forms and advertising, including reporting conversions to advertising platforms.",
        "Comply with legal obligations, enforce our terms and protect the rights and safety of our users and others.",
      ],
    },
    {
      heading: "4. How We Share Your Information",
      paragraphs: [
        "If you are a consumer who requests insurance information, we share your request and contact details with the licensed insurance agent or agency you asked to hear from, as identified on the form you completed. Those agents pay us for our services and use your information to contact you about the insurance you requested, under their own obligations as licensed professionals. We do not share your information with other third parties for their own marketing without your consent.",
        "We also share information with service providers that work on our behalf, such as hosting, e-mail delivery, payment processing, data verification and customer relationship management providers, under contracts that limit their use of the information. We may disclose information when required by law or legal process, to protect rights and safety, or as part of a merger, acquisition or sale of assets, in which case this policy will continue to apply to the information transferred.",
      ],
    },
    {
      heading: "5. Cookies, Analytics and Advertising Technologies",
      paragraphs: [
        "We use cookies and similar technologies to keep you signed in, remember your cart, understand how visitors use our website and measure the results of our advertising. Some advertising platforms place their own tags on our pages, and we may send them conversion events, such as a completed form, with contact details hashed before they are sent.",
        "You can block or delete cookies in your browser settings; some features, such as sign-in and checkout, may not work without them. You can also limit ad personalization through the settings of the advertising platforms you use and through industry opt-out tools.",
      ],
    },
    {
      heading: "6. Data Security",
      paragraphs: [
        "We protect personal information with administrative, technical and physical safeguards appropriate to its sensitivity, including encryption in transit, access controls that limit information to the people who need it, hashed passwords and monitoring of our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you of a breach where the law requires it.",
      ],
    },
    {
      heading: "7. Data Retention",
      paragraphs: [
        "We keep personal information only as long as we need it for the purposes described in this policy. Consent records and records of opt-out requests are kept for at least as long as needed to demonstrate compliance with telemarketing laws, which generally means several years after the last contact. Account and billing records are kept for as long as the account is active and afterward as required for tax, accounting and legal purposes. When information is no longer needed, we delete or de-identify it.",
      ],
    },
    {
      heading: "8. Your Rights and Choices",
      paragraphs: [
        "You can stop marketing communications at any time: reply STOP to any text message, use the unsubscribe link in any e-mail, or tell us or the agent who contacted you, by phone or in writing, that you no longer wish to be contacted. We honor opt-out requests promptly and make sure they are shared with the agents who received your request.",
        "Depending on where you live, including under Texas law, you may have the right to request access to the personal information we hold about you, to correct it, to request its deletion, or to obtain a copy. To make a request, contact us using the details below. We will verify your identity before acting on a request and respond within the time the law requires. We will not discriminate against you for exercising your rights.",
      ],
    },
    {
      heading: "9. Children's Privacy",
      paragraphs: [
        "Our website and services are intended only for people who are 18 years of age or older. We do not knowingly collect personal information from anyone under 18. If you believe someone under 18 has provided us with personal information, please contact us and we will delete it.",
      ],
    },
    {
      heading: "10. Contact Us and Changes to This Policy",
      paragraphs: [
        "If you have questions about this Privacy Policy or want to exercise your rights, contact {{company}} in Austin, Texas, by e-mail at {{company_email}} or by phone at {{company_phone}}, Mon-Fri 8AM-6PM CST and Saturday 9AM-2PM.",
        "We may update this policy from time to time. When we do, we will change the effective date at the top of this page, and where changes are significant we will provide additional notice, such as a notice on our website or an e-mail to account holders.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  dateLine: "Last updated December 1, 2024",
  date: "2024-12-01",
  intro: [
    "These Terms of Service govern your use of the website, lead generation services, script and template libraries, analytics, CRM tools and premium content subscriptions provided by {{company}}, a Texas-licensed company based in Austin, Texas. By creating an account, placing an order or using our services, you agree to these terms.",
  ],
  sections: [
    {
      heading: "1. Eligibility and Acceptance",
      paragraphs: [
        "Our agent services are available only to insurance agents and agencies licensed in Texas. By using them, you confirm that:",
      ],
      bullets: [
        "You hold an active Texas insurance license appropriate to the lines of insurance for which you receive leads, and you will keep it active while you use our services.",
        "You are at least 18 years old.",
        "You have the authority to enter into this agreement, on your own behalf or on behalf of the agency you represent.",
      ],
    },
    {
      heading: "2. Services and Lead Delivery",
      paragraphs: [
        "We provide AI-verified, exclusive leads for home, auto and life insurance from Texas consumers who requested to be contacted, according to the plan, lines and service area you select. Leads begin within 24-48 hours of completing setup and are delivered to your dashboard and, if you connect one, your CRM. Lead volumes stated in plans (for example, 25+, 50+ or 100+ leads per month) are monthly minimums for the plan; actual delivery may vary day to day.",
        "Script templates, marketing templates, analytics and premium content are provided for use in your own agency's marketing. You may customize them for your agency, but you may not resell or redistribute them as a standalone product.",
      ],
    },
    {
      heading: "3. Lead Quality, Replacements and Guarantee",
      paragraphs: [
        "We stand behind our 95%+ lead verification. If a lead is defective, for example because the phone number is disconnected or wrong, the e-mail is invalid, the consumer did not request insurance information, it duplicates a lead you already received, or it falls outside your selected lines or area, report it within 48 hours of delivery to receive a replacement. Our quality assurance team reviews every report within 24 hours. Leads reported after 48 hours, or leads that were contacted and simply chose not to buy, are not eligible for replacement.",
        "New clients are covered by a 30-day money-back guarantee: if you are not satisfied with your first plan, tell us within 30 days of your first payment and we will refund that payment.",
      ],
    },
    {
      heading: "4. Subscriptions, Billing and Cancellation",
      paragraphs: [
        "Plans and subscriptions are billed monthly or annually, in advance, using the payment method you provide, and renew automatically at the end of each billing period until cancelled. You may cancel at any time; cancellation takes effect at the end of the current paid period, and you will continue to receive your plan's services until then. Except under the 30-day money-back guarantee for new clients, fees already billed are not refundable.",
        "We may change prices or plan features for future billing periods with at least 30 days' notice. Taxes, if any, are added to the price shown.",
      ],
    },
    {
      heading: "5. Your Responsibilities and Compliance",
      paragraphs: [
        "You are responsible for how you contact consumers and for complying with all laws and regulations that apply to your business, including the Telephone Consumer Protection Act, the Telemarketing Sales Rule, the CAN-SPAM Act, Texas telemarketing and insurance laws, and the rules of the Texas Department of Insurance. In particular, you agree to:",
      ],
      bullets: [
        "Contact consumers only about the insurance they requested, and only in the ways they consented to.",
        "Scrub your call lists against the National Do Not Call Registry at least every 31 days, maintain an internal do-not-call list and honor opt-out requests promptly.",
        "Keep leads confidential and not resell, share or transfer them to any other person or agency.",
        "Keep your account credentials secure and tell us immediately about any unauthorized use.",
      ],
    },
    {
      heading: "6. Disclaimers, Liability and General Terms",
      paragraphs: [
        "We work hard to deliver leads that convert, but we do not guarantee that any lead will result in a sale, and any revenue or return-on-investment examples on our website are illustrations, not promises. Except as expressly stated in these terms, our services are provided \"as is\". To the fullest extent permitted by law, our total liability for any claim relating to the services is limited to the amount you paid us in the three months before the claim arose, and we are not liable for indirect, incidental or consequential damages.",
        "These terms are governed by the laws of the State of Texas, and any dispute will be resolved in the state or federal courts located in Travis County, Texas. We may update these terms; if we make material changes, we will notify account holders before they take effect. Questions about these terms can be sent to {{company_email}} or by phone to {{company_phone}}.",
      ],
    },
  ],
};

export const tcpaCompliance: LegalDocument = {
  title: "TCPA Compliance",
  intro: [
    "{{company}} is committed to compliance with the Telephone Consumer Protection Act (TCPA), the Telemarketing Sales Rule, and Texas telemarketing laws. This page explains how we obtain and document consent for the leads we deliver, how we handle do-not-call requests and revocations, and what we expect of the agents who use our services.",
    "This page describes our practices and offers general guidance. It is not legal advice; every agency should review its own procedures with its counsel.",
  ],
  sections: [
    {
      heading: "Consent",
      paragraphs: [
        "Every lead we deliver comes from a consumer who requested insurance information and agreed to be contacted. Our forms and quote funnels present a clear consent disclosure next to the submit button that:",
      ],
      bullets: [
        "Identifies who will contact the consumer, so the consumer knows which agency they are agreeing to hear from.",
        "Covers the phone number the consumer entered, and explains that calls and texts may use automated technology.",
        "States that consent is not a condition of purchasing any goods or services.",
        "Requires an affirmative action by the consumer; consent boxes are never pre-checked.",
        "Appears in the same language as the form, including on our Spanish-language pages.",
      ],
    },
    {
      heading: "Documentation",
      paragraphs: [
        "For every lead, we keep a consent record captured at the moment of submission: the date and time, IP address and device information, the page address, the exact version of the disclosure text displayed, and the contact details provided. Consent records are retained for several years so that they are available if a consumer ever disputes that consent was given. Agents can request the consent record for any lead they received by contacting our support team.",
      ],
    },
    {
      heading: "Do-Not-Call Scrubbing",
      paragraphs: [
        "We maintain an internal do-not-call list and suppress numbers that have opted out before any lead is delivered. We require our agents to do the same on their side:",
      ],
      bullets: [
        "Scrub call lists against the National Do Not Call Registry at least every 31 days.",
        "Maintain an internal do-not-call list and check it before every campaign and every call.",
        "Check applicable Texas no-call requirements with counsel.",
        "Use the FCC's Reassigned Numbers Database or a similar service before calling older leads or reactivating past client lists.",
        "Call only between 8 a.m. and 9 p.m. in the consumer's local time, or within the narrower window your agency adopts, and always transmit a callable caller ID.",
      ],
    },
    {
      heading: "Agent Training",
      paragraphs: [
        "Consent only protects consumers if the people making the calls understand it. We provide agents with compliant scripts and templates, and we ask every agency using our services to keep a written telemarketing and do-not-call policy, train every producer and service representative on it when they start and at least once a year, keep a record of who was trained and when, and periodically review calls for compliance. Our Compliance articles and premium TCPA Consent Audit Workbook are designed to support that training.",
      ],
    },
    {
      heading: "Revocation and Opt-Outs",
      paragraphs: [
        "Consumers may revoke consent at any time and by any reasonable means: replying STOP or a similar word to a text message, asking on a call, sending an e-mail, using an unsubscribe link, or telling anyone at our company or the agent's office. We honor revocation requests promptly, add the number or address to our suppression list, and notify the agent who received the lead. Agents must honor revocation requests they receive directly, across every channel, and must not attempt to persuade the consumer to change their mind.",
        "Consumers who want to stop all contact related to a request made through our website can also contact us directly at {{company_email}} or {{company_phone}}.",
      ],
    },
  ],
};

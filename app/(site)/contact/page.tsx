import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import { ArrowRightIcon } from "@/components/icons/arrow-right";
import { PhoneIncomingIcon } from "@/components/icons/phone-incoming";
import { contactCopy as copy, faqItems } from "@/content";
import { CallLink } from "@/components/marketing/call-link";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { CallbackButton } from "@/components/contact/callback-button";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactFaq } from "@/components/contact/contact-faq";
import { ContactForm } from "@/components/contact/contact-form";
import { JsonLd } from "@/components/seo/json-ld";
import { CONTACT_CONSENT_VERSION } from "@/lib/contacts/consent-version";
import { CONTACT_SUBJECTS } from "@/lib/constants";
import { siteText } from "@/lib/content/site-text";
import { consentText } from "@/lib/leads/consent";
import { pageMetadata } from "@/lib/seo/metadata";
import { faqJsonLd } from "@/lib/seo/structured-data";
import { siteConfig } from "@/lib/site";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: copy.hero.title, description: copy.hero.subheadline, path: "/contact" });
}

export default function ContactPage() {
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: copy.form.subjectLabels[value] ?? value }));
  const faq = faqItems.map((item) => ({ ...item, question: siteText(item.question), answer: siteText(item.answer) }));
  return (
    <>
      <JsonLd data={faqJsonLd(faq)} />
      <PageHero eyebrow={copy.hero.title} title={copy.hero.headline} subtitle={copy.hero.subheadline}>
        <CallLink label={siteText(copy.hero.callLabel)} variant="default" />
        <CallbackButton label={copy.hero.callbackLabel}>
          <PhoneIncomingIcon aria-hidden="true" />
        </CallbackButton>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <ContactDetails />
        </div>
        <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-20 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {copy.form.title}
          </h2>
          <p className="mb-6 mt-2 text-muted-foreground">{copy.form.subtitle}</p>
          <ContactForm subjects={subjects} consentText={consentText(CONTACT_CONSENT_VERSION, siteConfig().name)} />
        </section>
      </div>

      <Section id="faq" title={copy.faqTitle} muted>
        <ContactFaq items={faq} />
        <nav aria-label="More about our services" className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {copy.links.map((link) => (
            <Link key={link.href} href={link.href} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
              {link.label}
              <ArrowRightIcon aria-hidden="true" className="size-4" />
            </Link>
          ))}
        </nav>
      </Section>
    </>
  );
}

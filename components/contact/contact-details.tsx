import { Building2Icon } from "@/components/icons/building-complex";
import { Clock3Icon } from "@/components/icons/clock-3";
import { MailIcon } from "@/components/icons/mail";
import { PhoneIcon } from "@/components/icons/phone";
import { contactCopy } from "@/content";
import { BUSINESS_HOURS } from "@/lib/constants";
import { siteConfig } from "@/lib/site";

/** Phone, e-mail, office and business hours (Mon-Fri 8AM-6PM CST, Saturday 9AM-2PM, Sunday closed). */
export function ContactDetails() {
  const site = siteConfig();
  const d = contactCopy.details;
  const row = "flex gap-3";
  const icon = "mt-0.5 size-5 shrink-0 text-primary";
  return (
    <section aria-labelledby="details-title" className="rounded-2xl border bg-card p-6 shadow-sm">
      <h2 id="details-title" className="text-xl font-bold">
        {d.title}
      </h2>
      <ul className="mt-6 space-y-5">
        <li className={row}>
          <PhoneIcon aria-hidden="true" className={icon} />
          <div>
            <p className="text-sm font-medium text-muted-foreground">{d.phoneLabel}</p>
            <a href={site.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
              {site.phone}
            </a>
          </div>
        </li>
        <li className={row}>
          <MailIcon aria-hidden="true" className={icon} />
          <div>
            <p className="text-sm font-medium text-muted-foreground">{d.emailLabel}</p>
            <a href={`mailto:${site.email}`} className="break-all font-medium text-primary underline-offset-4 hover:underline">
              {site.email}
            </a>
          </div>
        </li>
        <li className={row}>
          <Building2Icon aria-hidden="true" className={icon} />
          <div>
            <p className="text-sm font-medium text-muted-foreground">{d.officeLabel}</p>
            <p className="font-medium">{d.office}</p>
          </div>
        </li>
        <li className={row}>
          <Clock3Icon aria-hidden="true" className={icon} />
          <div>
            <p className="text-sm font-medium text-muted-foreground">{d.hoursLabel}</p>
            <ul className="font-medium" data-testid="business-hours">
              {BUSINESS_HOURS.map((h) => (
                <li key={h.days}>
                  {h.days} {h.hours}
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </section>
  );
}

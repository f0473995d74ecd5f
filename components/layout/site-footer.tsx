import { Link } from "@/components/ui/link";
import { MailIcon } from "@/components/icons/mail";
import { PhoneIcon } from "@/components/icons/phone";
import { Button } from "@/components/ui/button";
import { COMPANY_LOCATION, COPYRIGHT_YEAR } from "@/lib/constants";
import { FOOTER_LINKS } from "@/lib/navigation";
import type { SiteConfig } from "@/lib/site";

/** The shared footer (public-site.md §2): links, phone, e-mail, call to action, licence line. */
export function SiteFooter({ site }: { site: SiteConfig }) {
  return (
    <footer className="border-t bg-slate-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <p className="text-lg font-semibold text-white">{site.name}</p>
          <p className="text-sm text-slate-300">
            We deliver premium Texas insurance leads backed by our verification guarantee: 95%+ verified or
            replaced free.
          </p>
          <p className="text-sm text-slate-300">Licensed in Texas · Based in {COMPANY_LOCATION}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          <a href={site.phoneHref} className="flex items-center gap-2 text-slate-200 hover:text-white">
            <PhoneIcon aria-hidden="true" className="size-4" />
            {site.phone}
          </a>
          <a href={`mailto:${site.email}`} className="flex items-center gap-2 text-slate-200 hover:text-white">
            <MailIcon aria-hidden="true" className="size-4" />
            {site.email}
          </a>
          <Button asChild className="mt-2">
            <Link href="/contact">Get Started Today</Link>
          </Button>
        </div>
      </div>
      {/* On a phone the chat button floats over the page's bottom right: room under the last line for it. */}
      <div className="border-t border-slate-800 pt-4 pb-24 text-center text-xs text-slate-400 sm:pb-4">
        © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
      </div>
    </footer>
  );
}

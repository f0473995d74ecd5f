import { Link } from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/icons/arrow-left";
import type { LegalDocument } from "@/content";
import { ProseSections } from "@/components/marketing/prose-sections";
import { siteText } from "@/lib/content/site-text";

/** Privacy Policy, Terms of Service and TCPA Compliance: title, date line, intro and numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <header className="mt-6 border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
        {doc.dateLine && (
          <p className="mt-3 text-muted-foreground">
            <time dateTime={doc.date}>{doc.dateLine}</time>
          </p>
        )}
        <div className="mt-6 space-y-4 text-base leading-7">
          {doc.intro.map((p) => (
            <p key={p.slice(0, 40)}>{siteText(p)}</p>
          ))}
        </div>
      </header>
      <div className="mt-10">
        <ProseSections sections={doc.sections} />
      </div>
    </article>
  );
}

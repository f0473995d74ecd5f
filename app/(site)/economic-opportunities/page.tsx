import { Link } from "@/components/ui/link";
import type { Metadata } from "next";
import { ArrowLeftIcon } from "@/components/icons/arrow-left";
import { economicOpportunities as doc, homeCopy } from "@/content";
import { CtaBand } from "@/components/marketing/cta-band";
import { ProseSections } from "@/components/marketing/prose-sections";
import { ArticleMeta } from "@/components/insights/article-meta";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { articleJsonLd } from "@/lib/seo/structured-data";

const PATH = "/economic-opportunities";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Texas Economic Opportunities for Insurance Agencies",
    description: doc.dek,
    path: PATH,
    article: { publishedTime: doc.date, authors: [doc.author], section: "Strategy" },
  });
}

export default function EconomicOpportunitiesPage() {
  const closing = homeCopy.closing;
  return (
    <>
      <JsonLd
        data={articleJsonLd(
          { title: doc.title, description: doc.dek, date: doc.date, author: doc.author, authorRole: doc.authorRole, section: "Strategy" },
          PATH,
        )}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Link href="/ai-insights" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to Industry Insights
        </Link>
        <header className="mt-6 border-b pb-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Featured Analysis</p>
          <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight">{doc.title}</h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{doc.dek}</p>
          <ArticleMeta
            withRole
            className="mt-6"
            article={{ ...doc, id: 0, excerpt: doc.dek, category: "Strategy" }}
          />
        </header>
        <div className="mt-10">
          <ProseSections sections={doc.sections} />
        </div>
      </article>
      <CtaBand headline={closing.headline} text={closing.text} primary={closing.primaryCta} secondary={closing.secondaryCta} />
    </>
  );
}

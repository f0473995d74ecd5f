import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categories, getCategoryBySlug } from "@/content";
import { CategoryPage } from "@/components/insights/category-page";
import { categoryView } from "@/lib/content/category-view";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ category: string }> };

/** The six categories and "all" are prerendered; any other slug renders once on demand and is cached. */
export function generateStaticParams() {
  return [...categories.map((c) => ({ category: c.slug })), { category: "all" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = categoryView((await params).category);
  if (!view) return {};
  const description =
    getCategoryBySlug(view.slug)?.description ??
    "Industry Insights articles for Texas insurance agents: scripts, strategy, compliance, AI and product updates.";
  const meta = pageMetadata({ title: `${view.title} | Industry Insights`, description, path: `/ai-insights/category/${view.slug}` });
  return view.known ? meta : { ...meta, robots: { index: false, follow: true } };
}

export default async function Page({ params }: Props) {
  const view = categoryView((await params).category);
  if (!view) notFound();
  return <CategoryPage view={view} />;
}

import type { Metadata } from "next";
import { CategoryPage } from "@/components/insights/category-page";
import { categoryView } from "@/lib/content/category-view";
import { pageMetadata } from "@/lib/seo/metadata";

/** No category: All articles (spec §2). The canonical URL is /ai-insights/category/all. */
export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "All Articles | Industry Insights",
    description: "Every Industry Insights article for Texas insurance agents: scripts, strategy, compliance, AI and product updates.",
    path: "/ai-insights/category/all",
  });
}

export default function AllCategoriesPage() {
  return <CategoryPage view={categoryView(null)!} />;
}

import { articles, categories, privacyPolicy, termsOfService } from "@/content";

/**
 * The public pages search engines should know (sitemap.xml). /pricing is left out: it is the same
 * page as /services, whose URL is canonical. Sign-in, checkout, the CRM and the ad landing pages
 * (/fb-ad, /texas-insurance: paid traffic only) are not listed either.
 */
export type PublicRoute = { path: string; lastModified?: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" };

export const STATIC_PUBLIC_PAGES: PublicRoute[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/services", priority: 0.9, changeFrequency: "monthly" },
  { path: "/marketing-packages", priority: 0.8, changeFrequency: "monthly" },
  { path: "/ai-insights", priority: 0.8, changeFrequency: "weekly" },
  { path: "/about", priority: 0.7, changeFrequency: "monthly" },
  { path: "/testimonials", priority: 0.7, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.8, changeFrequency: "monthly" },
  { path: "/economic-opportunities", priority: 0.6, changeFrequency: "monthly" },
  { path: "/privacy-policy", priority: 0.3, changeFrequency: "yearly", lastModified: privacyPolicy.date },
  { path: "/terms-of-service", priority: 0.3, changeFrequency: "yearly", lastModified: termsOfService.date },
  { path: "/tcpa-compliance", priority: 0.3, changeFrequency: "yearly" },
];

export function publicRoutes(): PublicRoute[] {
  return [
    ...STATIC_PUBLIC_PAGES,
    { path: "/ai-insights/category/all", priority: 0.5, changeFrequency: "weekly" },
    ...categories.map((c): PublicRoute => ({ path: `/ai-insights/category/${c.slug}`, priority: 0.5, changeFrequency: "weekly" })),
    ...articles.map((a): PublicRoute => ({ path: `/blog/${a.id}`, priority: 0.6, changeFrequency: "monthly", lastModified: a.date })),
  ];
}

/** robots.txt: staff, admin, test, CRM, checkout and API routes stay out of search engines. */
export const ROBOTS_DISALLOW_EXTRA = ["/api/", "/crm", "/checkout", "/order-confirmation", "/login", "/register"] as const;

import "server-only";
import type { Article } from "@/content";
import { BUSINESS_HOURS_SCHEMA, COMPANY_LOCATION } from "@/lib/constants";
import { OG_IMAGE } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site";

/** schema.org objects for <JsonLd>. Absolute URLs throughout, built from SITE_URL. */
type Thing = Record<string, unknown>;

const [city = "Austin", region = "TX"] = COMPANY_LOCATION.split(",").map((part) => part.trim());

export function organizationJsonLd(): Thing {
  const site = siteConfig();
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    telephone: site.phone,
    email: site.email,
    image: `${site.url}${OG_IMAGE.url}`,
    address: { "@type": "PostalAddress", addressLocality: city, addressRegion: region, addressCountry: "US" },
    areaServed: { "@type": "State", name: "Texas" },
    openingHours: [...BUSINESS_HOURS_SCHEMA],
  };
}

export type ArticleLike = {
  title: string;
  description: string;
  date: string;
  author: string;
  authorRole: string;
  section?: string;
  isPremium?: boolean;
};

export function articleJsonLd(article: ArticleLike, path: string): Thing {
  const site = siteConfig();
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    ...(article.section ? { articleSection: article.section } : {}),
    author: { "@type": "Person", name: article.author, jobTitle: article.authorRole },
    publisher: { "@type": "Organization", "@id": `${site.url}/#organization`, name: site.name, url: site.url },
    image: `${site.url}${OG_IMAGE.url}`,
    mainEntityOfPage: `${site.url}${path}`,
    isAccessibleForFree: !article.isPremium,
  };
}

/** An insights article in the shape articleJsonLd() takes. */
export function fromArticle(article: Article): ArticleLike {
  return {
    title: article.title,
    description: article.excerpt,
    date: article.date,
    author: article.author,
    authorRole: article.authorRole,
    section: article.category,
    isPremium: article.isPremium,
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[]): Thing {
  const site = siteConfig();
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.url}${crumb.path === "/" ? "" : crumb.path}`,
    })),
  };
}


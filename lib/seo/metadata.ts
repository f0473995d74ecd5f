import "server-only";
import type { Metadata } from "next";
import { siteConfig } from "@/lib/site";

/** The shared Open Graph / Twitter image (app/opengraph-image.tsx, prerendered at build time). */
export const OG_IMAGE = { url: "/opengraph-image", width: 1200, height: 630 } as const;

export type PageMetaInput = {
  /** Page title without the site name (the root layout's template adds " | {site}"). */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services" (for /pricing too: one page, one canonical). */
  path: string;
  /** Use the title as-is, without the template (the home page). */
  absoluteTitle?: boolean;
  article?: { publishedTime: string; authors: string[]; section: string };
};

/** Title, description, canonical URL, Open Graph and Twitter card for a public page. */
export function pageMetadata({ title, description, path, absoluteTitle, article }: PageMetaInput): Metadata {
  const site = siteConfig();
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = [{ ...OG_IMAGE, alt: `${site.name}: verified insurance leads for Texas agents` }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: article
      ? {
          type: "article",
          url: path,
          title: fullTitle,
          description,
          siteName: site.name,
          locale: "en_US",
          images,
          publishedTime: article.publishedTime,
          authors: article.authors,
          section: article.section,
        }
      : { type: "website", url: path, title: fullTitle, description, siteName: site.name, locale: "en_US", images },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE.url] },
  };
}

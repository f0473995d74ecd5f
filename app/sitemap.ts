import type { MetadataRoute } from "next";
import { publicRoutes } from "@/lib/seo/public-routes";
import { siteConfig } from "@/lib/site";

/** /sitemap.xml: every public page, category and article (prerendered at build time). */
export default function sitemap(): MetadataRoute.Sitemap {
  const { url } = siteConfig();
  return publicRoutes().map((route) => ({
    url: `${url}${route.path === "/" ? "" : route.path}`,
    ...(route.lastModified ? { lastModified: route.lastModified } : {}),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}

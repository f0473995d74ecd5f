import type { MetadataRoute } from "next";
import { STAFF_PAGE_PREFIXES } from "@/lib/auth/staff-routes";
import { ROBOTS_DISALLOW_EXTRA } from "@/lib/seo/public-routes";
import { siteConfig } from "@/lib/site";

/** /robots.txt: staff, admin and test pages, the CRM, checkout and the API are disallowed. */
export default function robots(): MetadataRoute.Robots {
  const { url } = siteConfig();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...STAFF_PAGE_PREFIXES, ...ROBOTS_DISALLOW_EXTRA] }],
    sitemap: `${url}/sitemap.xml`,
    host: url,
  };
}

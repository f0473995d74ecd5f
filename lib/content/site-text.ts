import "server-only";
import { applyMergeFields } from "@/content/merge-fields";
import { siteConfig } from "@/lib/site";

/**
 * Site copy with {{company}}, {{company_phone}} and {{company_email}} filled in from the
 * configuration. Template fields ({{first_name}}…) in scripts and templates are left alone.
 */
export function siteText(text: string): string {
  const site = siteConfig();
  return applyMergeFields(text, { company: site.name, company_phone: site.phone, company_email: site.email });
}

import { PRODUCTS, type ProductSeed } from "@/lib/constants";
import { linesOf, type Line } from "@/lib/marketplace/lines";

/**
 * What a plan or package gives for one period: its lines, its quota of leads and its price. The
 * numbers come from the seed's products (lib/constants.ts, PRODUCTS); the price per lead is the price
 * divided by the quota, in whole cents. Billing (issue 32) opens the same terms per paid period.
 */
export type EntitlementTerms = {
  planName: string;
  productSlug: string | null;
  lines: Line[];
  quota: number;
  priceCents: number;
};

export const pricePerLead = (priceCents: number, quota: number) => (quota > 0 ? Math.round(priceCents / quota) : 0);

/** Products that give leads: the plans and the one-off packages (not the premium content subscription). */
export function sellsLeads(p: Pick<ProductSeed, "leadCount">): boolean {
  return (p.leadCount ?? 0) > 0;
}

export function termsOfProduct(p: Pick<ProductSeed, "slug" | "name" | "leadCount" | "leadType" | "price">, quantity = 1): EntitlementTerms {
  return {
    planName: p.name,
    productSlug: p.slug,
    lines: linesOf(p.leadType),
    quota: (p.leadCount ?? 0) * quantity,
    priceCents: p.price * quantity,
  };
}

export function productBySlug(slug: string): ProductSeed | null {
  return PRODUCTS.find((p) => p.slug === slug) ?? null;
}

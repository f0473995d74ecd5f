import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { SupplySummary } from "@/components/marketplace/admin/supply-summary";
import type { SupplyRow } from "@/lib/marketplace/admin-views";

const row = (over: Partial<SupplyRow>): SupplyRow => ({ line: "home", county: "Harris", captured: 1, delivered: 1, unsold: 0, fillRate: 1, buyers: 1, quotaLeft: 0, ...over });

describe("what sells out", () => {
  it("is a line and county whose buyers took every lead, never one no plan covers (leads an admin placed by hand)", () => {
    const html = renderToStaticMarkup(<SupplySummary rows={[row({ county: "Travis" }), row({ county: "Harris", buyers: 0 })]} />);
    expect(html).toContain("Home in Travis: all 1 delivered, 0 left in 1 plan");
    expect(html).not.toContain("Home in Harris");
  });
});

import { describe, expect, it } from "vitest";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { leadReport } from "@/lib/crm/reports/lead-report";
import { speedToLead } from "@/lib/crm/reports/speed-to-lead";

describe("imported leads in the reports (real PostgreSQL)", () => {
  it("every import:<file> is one family, CSV imports, beside the fixed list", async () => {
    const agent = await makeUser("agent");
    await makeLead(agent, { source: "import:hubspot.csv" });
    await makeLead(agent, { source: "import:salesforce leads.csv" });
    await makeLead(agent, { source: "landing" });
    const report = await leadReport(agent);
    expect(report.bySource).toEqual(
      expect.arrayContaining([
        { source: "import", label: "CSV imports", count: 2 },
        { source: "landing", label: "Landing page", count: 1 },
      ]),
    );
    expect(report.bySource).toHaveLength(2);
    const week = (await speedToLead(agent)).windows[0]!;
    expect(week.bySource.map((r) => [r.key, r.label, r.leads]).sort()).toEqual([
      ["import", "CSV imports", 2],
      ["landing", "Landing page", 1],
    ]);
  });
});

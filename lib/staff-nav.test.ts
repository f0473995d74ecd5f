import { describe, expect, it } from "vitest";
import { currentState, STAFF_NAV, staffNavFor } from "@/lib/staff-nav";
import { PAGES } from "@/e2e/access-matrix";

describe("staff navigation", () => {
  it("lists the issue's groups and items, each pointing at a page whose own access rule it repeats", () => {
    expect(STAFF_NAV.map((g) => g.label)).toEqual(["Work", "Admin", "Testing"]);
    expect(STAFF_NAV[0]!.items.map((i) => i.label)).toEqual(["My Day", "Leads", "Accounts", "Opportunities", "Activities", "Reports", "My plan"]);
    // The issue's Admin items, with the speed-to-lead tools (issue 26; text templates, issue 33) and the import (issue 27) beside Agents, real visitors' Web Vitals (issue 34), and the checkout orders beside Billing.
    expect(STAFF_NAV[1]!.items.map((i) => i.label)).toEqual([
      "Setup",
      "Marketplace",
      "Agents",
      "Import",
      "Templates",
      "Text templates",
      "Automations",
      "API keys",
      "Billing",
      "Orders",
      "Stage mappings",
      "Conversions",
      "Web Vitals",
      "Webhooks",
      "Jobs",
      "Unqualified leads",
      "Audit log",
      "Assistant",
    ]);
    expect(STAFF_NAV[2]!.items.map((i) => i.label).slice(0, 5)).toEqual(["Lead validation", "Facebook test pages", "Stage tester", "CRM integrations", "Credentials"]);
    for (const item of STAFF_NAV.flatMap((g) => g.items)) {
      const path = item.href.split("?")[0]!;
      const entry = path === "/crm" ? { access: "user" } : PAGES[path];
      expect(entry, item.href).toBeDefined();
      // A buyer's page is any signed-in account's (the page itself tells staff that only agents buy leads).
      expect(item.access === "buyer" ? "account" : item.access, item.href).toBe(entry!.access);
    }
  });

  it("agents, sales staff and admins see only what they may open; only buyers (agents) see their plan", () => {
    const agent = staffNavFor("agent").flatMap((g) => g.items);
    expect(agent.every((i) => i.access === "user" || i.access === "buyer")).toBe(true);
    expect(agent.map((i) => i.label)).toEqual(expect.arrayContaining(["My Day", "My plan"]));
    expect(agent.map((i) => i.label)).not.toContain("Setup");
    expect(staffNavFor("agent").map((g) => g.label)).not.toContain("Admin");
    const sales = staffNavFor("sales").flatMap((g) => g.items).map((i) => i.label);
    expect(sales).toContain("Leads");
    expect(sales).not.toContain("My plan");
    expect(sales).not.toContain("Marketplace");
    const all = STAFF_NAV.flatMap((g) => g.items);
    expect(staffNavFor("admin").flatMap((g) => g.items)).toHaveLength(all.filter((i) => i.access !== "buyer").length);
  });

  it("marks the current page, the CRM's tab (the role's default without ?tab=) and the section of a sub-page", () => {
    const item = (label: string) => STAFF_NAV.flatMap((g) => g.items).find((i) => i.label === label)!;
    expect(currentState(item("Leads"), "/crm", null, "leads")).toBe("page");
    expect(currentState(item("My Day"), "/crm", null, "leads")).toBeNull();
    expect(currentState(item("My Day"), "/crm", null, "day")).toBe("page");
    expect(currentState(item("Reports"), "/crm", "reports", "day")).toBe("page");
    expect(currentState(item("Leads"), "/crm/leads/42", null, "day")).toBe("true");
    expect(currentState(item("Setup"), "/admin", null, "leads")).toBe("page");
    expect(currentState(item("Setup"), "/admin/agents", null, "leads")).toBeNull();
    expect(currentState(item("Facebook test pages"), "/facebook-test", null, "leads")).toBe("true");
    expect(currentState(item("Automations"), "/admin/automations/3", null, "leads")).toBe("true");
    expect(currentState(item("Import"), "/crm/import/12", null, "leads")).toBe("true");
    expect(currentState(item("Leads"), "/crm/import/12", null, "leads")).toBeNull();
  });
});

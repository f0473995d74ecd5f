import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { planStateOf, SetupState } from "@/components/marketplace/portal/setup-state";
import { deliveryMethods } from "@/components/marketplace/portal/delivery-settings";
import { ReturnsSummary } from "@/components/marketplace/portal/returns-summary";
import type { PortalPlan } from "@/lib/marketplace/portal";
import type { BuyerPortal } from "@/lib/marketplace/portal";

// Rendered outside the App Router: the site's Link is a plain link here.
vi.mock("@/components/ui/link", () => ({ Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

const approved: NonNullable<BuyerPortal["profile"]> = {
  setupStatus: "approved", submittedAt: null, reviewNote: null, paused: false, licenseNumber: "1876543", licenseConfirmed: true, agencyName: "Whitaker Insurance",
  lines: ["auto", "home"], counties: [{ fips: "48265", name: "Kerr" }], zips: [], emailAlerts: true, pushMethod: "none", pushUrl: null,
  workDays: [1, 2, 3, 4, 5], workStartMinute: 480, workEndMinute: 1080, availableNow: true, alertEmail: "dana@whitaker.example",
};
const title = (html: string) => /<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];

/** The plan page's banner says leads are delivered only when they can be (found by exploratory QA). */
describe("the plan page's set-up banner", () => {
  it("says leads are delivered with an approved set-up, a running plan, deliveries on and the agent available", () => {
    expect(title(renderToStaticMarkup(<SetupState profile={approved} plan={planStateOf([{ status: "active" }, { status: "ended" }])} />))).toBe("Set-up approved: leads are delivered");
  });

  it("says what stops leads otherwise: paused deliveries, Away on My Day, a paused plan, no plan", () => {
    expect(title(renderToStaticMarkup(<SetupState profile={{ ...approved, paused: true }} plan="running" />))).toBe("Set-up approved: deliveries paused");
    expect(title(renderToStaticMarkup(<SetupState profile={{ ...approved, availableNow: false }} plan="running" />))).toBe("Set-up approved: you are set to Away");
    expect(title(renderToStaticMarkup(<SetupState profile={approved} plan={planStateOf([{ status: "paused" }])} />))).toBe("Set-up approved: your plan is paused");
    expect(title(renderToStaticMarkup(<SetupState profile={approved} plan={planStateOf([{ status: "ended" }])} />))).toBe("Set-up approved: no plan running");
  });
});

describe("the delivery methods", () => {
  it("name where the alert goes, and never promise an alert without an address", () => {
    expect(deliveryMethods(approved)).toBe("Your CRM (the Leads list) · E-mail alert to dana@whitaker.example");
    expect(deliveryMethods({ ...approved, alertEmail: null, pushMethod: "zapier" })).toBe("Your CRM (the Leads list) · E-mail alert (no e-mail address on your account) · Zapier");
    expect(deliveryMethods({ ...approved, emailAlerts: false, alertEmail: null })).toBe("Your CRM (the Leads list)");
  });
});

describe("returns and replacements", () => {
  it("tell the buyer how many replacements are still to come", () => {
    const plan = (status: string, credits: number) => ({ status, credits }) as PortalPlan;
    const portal = { plans: [plan("active", 4), plan("ended", 2)], returns: { approved: 6, pending: 0, refused: 0, delivered: 30, toCome: 1 }, effectiveCostCents: 400 } as unknown as BuyerPortal;
    const html = renderToStaticMarkup(<ReturnsSummary portal={portal} />);
    expect(html).toMatch(/Replacements credited<\/dt><dd[^>]*>6</);
    expect(html).toMatch(/Replacements to come<\/dt><dd[^>]*>1</);
  });
});

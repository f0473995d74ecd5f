import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/schemas/contact";
import { AGENT_FUNNEL_STEPS, agentFunnelSchema, agentFunnelToContact, splitFullName } from "./agent-funnel";
import { messages } from "./test-helpers";

const valid = {
  fullName: "Denise Okafor",
  email: "denise@okaforinsurance.com",
  phone: "(817) 555-2290",
  agencyName: "Okafor Insurance Group",
  leadType: "auto",
  monthlyBudget: "1000-2500",
  currentLeadSources: "",
  experienceLevel: "3-5years",
};

describe("agent lead-interest funnel schema", () => {
  it("requires every field but the current lead sources", () => {
    expect(
      messages(agentFunnelSchema.safeParse({ fullName: "", email: "", phone: "", agencyName: "", leadType: null, monthlyBudget: null, experienceLevel: null })),
    ).toEqual({
      fullName: "Please enter your first and last name",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      agencyName: "Please enter your agency name",
      leadType: "Please select the type of leads you want",
      monthlyBudget: "Please select a monthly budget",
      experienceLevel: "Please select your experience level",
    });
    expect(agentFunnelSchema.safeParse(valid).success).toBe(true);
  });

  it("needs a first and a last name of at least 2 characters", () => {
    for (const fullName of ["Denise", "D Okafor", "Denise O", "   "]) {
      expect(messages(agentFunnelSchema.safeParse({ ...valid, fullName }))).toEqual({ fullName: "Please enter your first and last name" });
    }
    expect(splitFullName("  Mary  Ann   Smith ")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
    expect(splitFullName("Cher")).toBeNull();
  });

  it("offers exactly the spec's options", () => {
    for (const leadType of ["home", "auto", "life", "all"]) expect(agentFunnelSchema.safeParse({ ...valid, leadType }).success).toBe(true);
    for (const monthlyBudget of ["500-1000", "1000-2500", "2500-5000", "5000+"]) expect(agentFunnelSchema.safeParse({ ...valid, monthlyBudget }).success).toBe(true);
    for (const experienceLevel of ["new", "1-3years", "3-5years", "5+years"]) expect(agentFunnelSchema.safeParse({ ...valid, experienceLevel }).success).toBe(true);
    expect(agentFunnelSchema.safeParse({ ...valid, monthlyBudget: "100-200" }).success).toBe(false);
  });

  it("has three steps covering every field once", () => {
    expect(AGENT_FUNNEL_STEPS).toHaveLength(3);
    expect(AGENT_FUNNEL_STEPS.flatMap((s) => s.fields).sort()).toEqual(Object.keys(agentFunnelSchema.shape).sort());
  });

  it("packs the answers into a contact message that POST /api/contacts accepts", () => {
    const body = agentFunnelToContact(agentFunnelSchema.parse({ ...valid, currentLeadSources: "Zillow, referrals" }));
    expect(body).toMatchObject({
      firstName: "Denise",
      lastName: "Okafor",
      email: "denise@okaforinsurance.com",
      phone: "(817) 555-2290",
      agencyName: "Okafor Insurance Group",
      subject: "pricing",
    });
    expect(body.message).toContain("Leads wanted: Auto insurance leads");
    expect(body.message).toContain("Monthly budget: $1,000 – $2,500 a month");
    expect(body.message).toContain("Current lead sources: Zillow, referrals");
    expect(body.message).toContain("Experience: 3 – 5 years");
    expect(contactSchema.safeParse(body).success).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { LANDING_MESSAGES, landingFormSchema, landingToLead, utmFromSearchParams } from "./landing";
import { messages } from "./test-helpers";

const valid = {
  fullName: "Maria Garza",
  agencyName: "Garza Family Insurance",
  email: "maria@garzafamilyinsurance.com",
  phone: "(210) 732-4418",
  leadType: "home",
  message: "",
};

describe("landing form schema", () => {
  it("requires every field but the marketing challenges, with clear messages", () => {
    expect(messages(landingFormSchema.safeParse({ fullName: "", agencyName: "", email: "", phone: "", leadType: "" }))).toEqual({
      fullName: LANDING_MESSAGES.fullName,
      agencyName: LANDING_MESSAGES.agencyName,
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      leadType: "Please select your primary insurance focus",
    });
    expect(messages(landingFormSchema.safeParse({}))).toMatchObject({ fullName: "Full name must be at least 2 characters" });
  });

  it("accepts a complete submission and trims it; the challenges are optional", () => {
    const r = landingFormSchema.safeParse({ ...valid, fullName: "  Maria Garza " });
    expect(r.success).toBe(true);
    expect(r.data?.fullName).toBe("Maria Garza");
    expect(r.data?.message).toBeUndefined();
  });

  it("refuses a phone with fewer than 10 digits and a malformed e-mail", () => {
    expect(messages(landingFormSchema.safeParse({ ...valid, phone: "555-555-555", email: "maria@" }))).toEqual({
      phone: "Please enter a valid phone number",
      email: "Please enter a valid email address",
    });
  });

  it("only offers the four insurance focuses", () => {
    for (const leadType of ["auto", "home", "life", "all"]) expect(landingFormSchema.safeParse({ ...valid, leadType }).success).toBe(true);
    expect(messages(landingFormSchema.safeParse({ ...valid, leadType: "boat" }))).toEqual({ leadType: LANDING_MESSAGES.leadType });
  });
});

describe("landing UTM and payload", () => {
  it("defaults the UTM values to direct / organic / general", () => {
    expect(utmFromSearchParams(new URLSearchParams(""))).toEqual({ utmSource: "direct", utmMedium: "organic", utmCampaign: "general" });
    expect(utmFromSearchParams(null)).toEqual({ utmSource: "direct", utmMedium: "organic", utmCampaign: "general" });
    expect(utmFromSearchParams(new URLSearchParams("utm_source=facebook&utm_medium=cpc&utm_campaign=spring"))).toEqual({
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "spring",
    });
  });

  it("builds the spec's body, which POST /api/leads accepts", () => {
    const data = landingFormSchema.parse({ ...valid, message: "Too many shared leads" });
    const body = landingToLead(data, utmFromSearchParams(new URLSearchParams("utm_source=google")), new Date("2025-03-01T12:00:00Z"));
    expect(body).toEqual({
      fullName: "Maria Garza",
      agencyName: "Garza Family Insurance",
      email: "maria@garzafamilyinsurance.com",
      phone: "(210) 732-4418",
      leadType: "home",
      message: "Too many shared leads",
      source: "landing",
      utmSource: "google",
      utmMedium: "organic",
      utmCampaign: "general",
      timestamp: "2025-03-01T12:00:00.000Z",
    });
    expect(leadSubmissionSchema.safeParse(body).success).toBe(true);
  });
});
